import { z } from 'zod';
import { wireNumber } from '../../../core/validation/wire-number';
import { ZStaffRef } from '../../../orders/contract';
import { ZCartPid } from '../../../orders/order-requests';

/** The :cart_pid path parameter of a cart's popup. */
export const ZCartPidParam = z.object({ cart_pid: wireNumber(z.number().pipe(ZCartPid)) });

/** The ?affiliate_id= of a cart's popup: the sales channel the screen shows the cart in. */
export const ZCartChannelQuery = z.object({
  affiliate_id: wireNumber(z.number().int().min(0).max(99).optional()),
});

/** Who did something: a member of staff, or null for the provider or the system. */
export const ZDoneBy = ZStaffRef.nullable();
export type StaffRef = z.infer<typeof ZDoneBy>;
