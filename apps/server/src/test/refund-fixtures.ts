import { orderPayments, refunds, type RefundRow } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { REFUND_STATUS } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * A refund in return-orders, Refund Initiated, of a delivered cart whose order was paid
 * `paid_paise` (the seed's own payments set aside): {product} on channel 0, else affiliate.
 */
export async function seedRefund(
  t: TestApp,
  options: { amount_paise: number; paid_paise?: number; affiliate_id?: 0 | 3 },
): Promise<RefundRow> {
  const affiliate = options.affiliate_id ?? 0;
  const seeded = await seedOrder(t.db, {
    now: t.clock.now(),
    affiliate_id: affiliate,
    carts: [{ status: STATUS.DELIVERED }],
  });
  const [cart] = seeded.carts;
  if (!cart) throw new Error('seedRefund: no cart');
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, seeded.order.id));
  await t.db.insert(orderPayments).values({
    order_id: seeded.order.id,
    method_id: 2,
    amount_paise: options.paid_paise ?? options.amount_paise,
    status: 'paid',
    reference: `pay_${seeded.order.order_random_id}`,
  });
  const [refund] = await t.db
    .insert(refunds)
    .values({
      order_id: seeded.order.id,
      cart_id: cart.id,
      category_id: 1,
      platform: affiliate === 0 ? 'product' : 'affiliate',
      status: REFUND_STATUS.INITIATED,
      amount_paise: options.amount_paise,
    })
    .returning();
  if (!refund) throw new Error('seedRefund: no refund');
  return refund;
}
