import type { Database } from '@backoffice/db';
import { posOrders } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  changeToReturn,
  PAYMENT_MODE,
  type PlacePosOrderAnswer,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import { placedOrderRandomId } from './pos-order.queries';

/**
 * The answer of a placing, read back from the POS order (so that a replay of the same
 * Idempotency-Key answers the same order): the order it became, the change to hand back.
 */
export async function placingAnswer(
  db: Database,
  posOrderRandomId: string,
  message: string,
): Promise<PlacePosOrderAnswer> {
  const [order] = await db
    .select()
    .from(posOrders)
    .where(eq(posOrders.order_random_id, posOrderRandomId));
  if (!order) throw new Error(`placingAnswer: no POS order ${posOrderRandomId}`);
  const change =
    order.allowed_payment_mode === PAYMENT_MODE.cashAtStore && order.final_amount_paise !== null
      ? changeToReturn(
          order.cash_received_paise ?? order.final_amount_paise,
          order.final_amount_paise,
        )
      : null;
  return {
    success: true,
    message,
    is_order_created: order.is_order_created ? 1 : 0,
    order_id: await placedOrderRandomId(db, order.placed_order_id),
    ptr_id: order.ptr_id,
    payment_url: null,
    contact_number: order.mobile_number,
    change_to_return: change === null ? null : toWireRupees(change),
    version: order.version,
  };
}
