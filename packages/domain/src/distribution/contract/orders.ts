import { z } from 'zod';
import { DISTRIBUTOR_LENGTHS as L } from '../distributor-form';
import { RANDOM_ID_LENGTH } from '../../core/constants/global-constants';
import { ZAnswerMessage } from '../../core/validation/answer-text';
import { ITEM_SKU_MAX_LENGTH } from '../../sales/catalogue/schemas';
import { DISTRIBUTION_PAYMENT_MODES } from '../order-request';
import { text } from './shared';

/** A placed distributor order's line, at the price it was placed. */
export const ZDistributionOrderLineView = z.object({
  item_sku: text(ITEM_SKU_MAX_LENGTH),
  item_quantity: z.number().int(),
  price: z.number(),
  dealer_cx_price: z.number().nullable(),
  request_type: z.union([z.literal(4), z.literal(5)]),
});

/** POST /api/place-distrbution-order/. */
export const ZDistributionOrderAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: text(RANDOM_ID_LENGTH),
  /** The new order's page, e.g. /ORDERK7Q2M9XA. */
  order_page: text(40),
  /** Always 5 (Distributor). */
  affiliate_id: z.literal(5),
  distributor_code: text(L.codeMax),
  payment_mode: z.enum(DISTRIBUTION_PAYMENT_MODES),
  total_payable: z.number(),
  lines: z.array(ZDistributionOrderLineView),
  /** The balance and what is still available after the order. */
  credit_balance: z.number(),
  available_credit: z.number(),
});
export type DistributionOrderAnswer = z.infer<typeof ZDistributionOrderAnswer>;
