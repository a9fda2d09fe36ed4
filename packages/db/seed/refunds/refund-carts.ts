import { STATUS } from '@backoffice/domain/orders';
import type { RefundPlatformKind } from '@backoffice/domain/refunds';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../src/client';
import { carts } from '../../src/schema/index';

/** A demo cart a refund may be raised on, with what its order has left to refund. */
export interface RefundableCart {
  id: number;
  order_id: number;
  affiliate_id: number;
  cancelled: boolean;
  due_paise: number;
  oda_paise: number;
}

/** Carts that cost something, of orders with money paid, without a refund yet, by id. */
export async function refundableCarts(tx: Database): Promise<{
  carts: RefundableCart[];
  leftByOrder: Map<number, number>;
}> {
  const rows = await tx
    .select({
      id: carts.id,
      order_id: carts.order_id,
      affiliate_id: carts.affiliate_id,
      status: carts.orm_order_status,
      due_paise: sql<number>`(${carts.price_paise} * ${carts.item_quantity} - ${carts.discount_paise} + ${carts.delivery_charges_paise})::int`,
      oda_paise: carts.oda_charges_paise,
    })
    .from(carts)
    .where(sql`not exists (select 1 from refunds r where r.cart_id = ${carts.id})`)
    .orderBy(asc(carts.id));
  const left = (await tx.execute(sql`
    select p.order_id, (p.paid - coalesce(r.refunded, 0))::int as left_paise
    from (select order_id, sum(amount_paise) as paid from order_payments
          where status = 'paid' group by order_id) p
    left join (select order_id, sum(amount_paise) as refunded from refunds
               where status <> 4 group by order_id) r on r.order_id = p.order_id`)) as unknown as {
    rows: { order_id: number | string; left_paise: number }[];
  };
  const leftByOrder = new Map(left.rows.map((r) => [Number(r.order_id), r.left_paise]));
  return {
    carts: rows
      .filter((c) => c.due_paise >= 100 && (leftByOrder.get(c.order_id) ?? 0) >= 100)
      .map((c) => ({ ...c, cancelled: c.status === STATUS.CANCELLED })),
    leftByOrder,
  };
}

/** Whether a cart suits a tab: its channel is the platform's, and its state the category's. */
export function suits(
  cart: RefundableCart,
  platform: RefundPlatformKind,
  categorySlug: string,
): boolean {
  if ((platform === 'product') !== (cart.affiliate_id === 0)) return false;
  if (categorySlug === 'cancelled-orders') return cart.cancelled;
  if (categorySlug === 'ODA-charge-cancelled-orders') return cart.oda_paise > 0;
  return !cart.cancelled;
}
