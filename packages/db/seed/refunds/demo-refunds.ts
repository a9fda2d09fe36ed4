import { REFUND_STATUSES } from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import type { Database } from '../../src/client';
import { refunds, type NewRefundRow, type RefundRow } from '../../src/schema/index';
import { demoAccount } from '../demo-staff';
import { seedRefundDetails } from './demo-refund-details';
import { refundableCarts, suits, type RefundableCart } from './refund-carts';
import { planDemoRefunds, type PlannedRefund } from './refund-plan';
import { storyOf } from './refund-stories';

const LEADER = demoAccount(6);
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A demo refund written, with the plan it follows. */
export interface DemoRefund {
  planned: PlannedRefund;
  refund: RefundRow;
}

/**
 * The next cart of the pool that suits the tab (its category's state if one has it) and whose
 * order still has a rupee to refund.
 */
function takeCart(
  pool: RefundableCart[],
  planned: PlannedRefund,
  leftByOrder: ReadonlyMap<number, number>,
): RefundableCart | undefined {
  const open = (c: RefundableCart, slug: string) =>
    (leftByOrder.get(c.order_id) ?? 0) >= 100 && suits(c, planned.platform, slug);
  const strict = pool.findIndex((c) => open(c, planned.category.slug));
  // No cart in the category's state (no ODA charge paid, say): any live cart of the channel.
  const at = strict >= 0 ? strict : pool.findIndex((c) => open(c, 'carpenter-refund'));
  return at >= 0 ? pool.splice(at, 1)[0] : undefined;
}

/**
 * A round amount (whole rupees: the sandbox gateway pays them) within what the cart costs and
 * its order has left to refund; an ODA-charge refund within the cart's ODA charge.
 */
function amountOf(planned: PlannedRefund, cart: RefundableCart, left: number): number {
  const wanted = 25_000 + (planned.n % 9) * 12_500;
  const ceiling =
    planned.category.slug === 'ODA-charge-cancelled-orders' && cart.oda_paise > 0
      ? cart.oda_paise
      : cart.due_paise;
  const amount = Math.min(wanted, ceiling, left);
  return amount >= 100 ? amount - (amount % 100) : amount;
}

/**
 * The refunds demo (docs/refunds.md "Demo data"): every tab of /refund-list (each category on
 * each platform in each status) gets three refunds, one per story of the status, on carts of
 * paid orders without a refund, never above what the order has left to refund; then their bank
 * details, troubles, gateway attempts, resolutions, links and history. Run it inside the demo
 * seed's transaction, after the orders and the returns demo.
 */
export async function seedDemoRefunds(tx: Database, now: Date): Promise<DemoRefund[]> {
  const { carts: pool, leftByOrder } = await refundableCarts(tx);
  const plannedRows: { planned: PlannedRefund; row: NewRefundRow }[] = [];
  for (const planned of planDemoRefunds()) {
    const cart = takeCart(pool, planned, leftByOrder);
    if (!cart) continue;
    const left = leftByOrder.get(cart.order_id) ?? 0;
    const amount = amountOf(planned, cart, left);
    if (amount <= 0) continue;
    leftByOrder.set(cart.order_id, left - amount);
    const created = new Date(
      now.getTime() - ((planned.n * 5) % 28) * DAY_MS - (1 + (planned.n % 6)) * HOUR_MS,
    );
    const label = REFUND_STATUSES.find((s) => s.id === planned.status)?.label ?? '';
    plannedRows.push({
      planned,
      row: {
        order_id: cart.order_id,
        cart_id: cart.id,
        category_id: planned.category.id,
        platform: planned.platform,
        status: planned.status,
        amount_paise: amount,
        automation_status: storyOf(planned).automation,
        comments: `${planned.category.label}: ₹${paiseToRupees(amount)} (demo, ${label})`,
        raised_by_login_id: LEADER.login_id,
        created_at: created,
        updated_at: created,
      },
    });
  }
  if (plannedRows.length === 0) return [];
  const written = await tx
    .insert(refunds)
    .values(plannedRows.map((p) => p.row))
    .returning();
  const plannedByCart = new Map(plannedRows.map((p) => [p.row.cart_id, p.planned]));
  const demo = written.flatMap((refund) => {
    const planned = plannedByCart.get(refund.cart_id);
    return planned ? [{ refund, planned }] : [];
  });
  await seedRefundDetails(tx, demo, now);
  return demo;
}
