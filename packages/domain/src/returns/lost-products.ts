import type { z } from 'zod';
import { ZPickupRequestRef } from './pickups';

/** What the lost product calls say (001 section 5 "Lost date cannot be later than today"). */
export const LOST_PRODUCT_MESSAGES = {
  marked: 'Marked as Lost Product!',
  lostDateAfterToday: 'Lost date cannot be later than today',
  orderCreated: 'Lost Product Order Created!',
  notLost: 'Only a lost product gets a new order',
  orderExists: 'A lost product order exists already for this cart',
  alreadyLost: 'This product is marked lost already',
} as const;

/** POST backoffice-create-lost-product-order: a new order sending a lost product again. */
export const ZCreateLostProductOrder = ZPickupRequestRef;
export type CreateLostProductOrder = z.infer<typeof ZCreateLostProductOrder>;
