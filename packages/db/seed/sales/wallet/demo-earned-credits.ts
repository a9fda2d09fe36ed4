import { orderMoney, STATUS } from '@backoffice/domain/orders';
import { earnedCreditOnDelivery, walletCreditValidUntil } from '@backoffice/domain/sales/wallet';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import {
  carts,
  orders,
  walletEntries,
  type CartRow,
  type OrderRow,
} from '../../../src/schema/index';

/** The Operations account (Rahul Verma) stands behind the deliveries the demo already has. */
const OPERATIONS = 10;
const CHUNK = 500;

/**
 * The wallet credit each demo order whose every item is delivered earned, as the delivery would
 * have posted it (decision 022): the domain's earnedCreditOnDelivery over the order's money, pot
 * a, valid 6 months from its last delivery, once per order (source key `earned:<order id>`).
 * Answers how many orders earned credit (about 320 of the 5,000).
 */
export async function seedDemoEarnedCredits(db: Database): Promise<number> {
  const rows = await db
    .select({ order: orders, cart: carts })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id));
  const byOrder = new Map<number, { order: OrderRow; carts: CartRow[] }>();
  for (const { order, cart } of rows) {
    const entry = byOrder.get(order.id) ?? { order, carts: [] };
    entry.carts.push(cart);
    byOrder.set(order.id, entry);
  }
  const credits: (typeof walletEntries.$inferInsert)[] = [];
  for (const { order, carts: orderCarts } of byOrder.values()) {
    const amount = earnedCreditOnDelivery({
      statuses: orderCarts.map((cart) => cart.orm_order_status),
      value_paise: orderMoney(
        orderCarts.map((cart) => ({
          item_price: cart.price_paise,
          item_mrp: cart.mrp_paise,
          item_quantity: cart.item_quantity,
          discount: cart.discount_paise,
          docket_quantity: cart.docket_quantity,
          delivery_charges: cart.delivery_charges_paise,
          oda_charges: cart.oda_charges_paise,
          cancelled: cart.orm_order_status === STATUS.CANCELLED,
        })),
        order.coupon_code !== null,
      ).net,
    });
    if (amount === 0) continue;
    const deliveredAt = new Date(
      Math.max(...orderCarts.map((cart) => (cart.status_changed_at ?? order.created_at).getTime())),
    );
    credits.push({
      customer_id: order.customer_id,
      pot: 'a',
      amount_paise: amount,
      reason: `Earned on order ${order.order_random_id}: every item delivered`,
      order_id: order.id,
      valid_until: walletCreditValidUntil(deliveredAt),
      actor_login_id: OPERATIONS,
      created_at: deliveredAt,
      source_key: `earned:${order.id}`,
    });
  }
  for (let at = 0; at < credits.length; at += CHUNK) {
    await db
      .insert(walletEntries)
      .values(credits.slice(at, at + CHUNK))
      .onConflictDoNothing({ target: walletEntries.source_key });
  }
  return credits.length;
}
