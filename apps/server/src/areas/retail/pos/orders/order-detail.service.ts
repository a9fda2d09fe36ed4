import { customers, orders } from '@backoffice/db/schema';
import type { PosOrderDetailAnswer } from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { callerStore, storeOrder } from '../placing/pos-order.queries';
import { pricePosOrder } from '../order-pricing';
import { lineMedia } from './line-media.queries';
import { orderDetailAnswer } from './order-view';

/** GET the order detail: a POS order of the caller's store, priced on the server. */
export async function posOrderDetail(
  ctx: AppContext,
  caller: StaffCaller,
  orderRandomId: string,
): Promise<PosOrderDetailAnswer> {
  const db = ctx.db;
  const store = await callerStore(db, caller);
  const order = await storeOrder(db, store, orderRandomId);
  const [priced, [customer], placed] = await Promise.all([
    pricePosOrder(db, order, ctx.now()),
    db.select().from(customers).where(eq(customers.id, order.customer_id)),
    order.placed_order_id === null
      ? Promise.resolve([])
      : db
          .select({ order_random_id: orders.order_random_id })
          .from(orders)
          .where(eq(orders.id, order.placed_order_id)),
  ]);
  if (!customer) throw new Error(`POS order ${order.order_random_id} has no customer`);
  const media = await lineMedia(
    db,
    priced.lines.map((l) => l.row.item_sku),
  );
  return orderDetailAnswer(db, {
    order,
    customer,
    priced,
    placedOrderRandomId: placed[0]?.order_random_id ?? null,
    principal: caller.principal,
    access: ctx.config.access,
    media,
  });
}
