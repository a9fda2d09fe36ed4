import { orderPayments, refunds, type RefundRow } from '@backoffice/db/schema';
import { seedOrder } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import type { RefundAutomationStatus } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { asSubmission } from '../../../test/submission-key';
import { bearer, type TestApp } from '../../../test/test-app';

/** The demo accounts these tests sign in as. */
export const ACCOUNTS = { CET: 4, LEADER: 6, FINANCE: 7 } as const;

export interface RefundSeed {
  category_id?: number;
  status?: number;
  automation_status?: RefundAutomationStatus;
  affiliate?: boolean;
  amount_paise?: number;
  paid_paise?: number;
  created_at?: Date;
}

/**
 * A refund of a fresh order's cart, its order paid exactly `paid_paise` (the seed's payments set
 * aside): return-orders, Refund Initiated, ₹500 of ₹1000 paid, unless told.
 */
export async function seedRefund(t: TestApp, seed: RefundSeed = {}) {
  const seeded = await seedOrder(t.db, {
    now: t.clock.now(),
    affiliate_id: seed.affiliate ? 3 : 0,
    carts: [{ status: STATUS.DELIVERED }],
  });
  const [cart] = seeded.carts;
  if (!cart) throw new Error('seedRefund: no cart');
  await t.db.delete(orderPayments).where(eq(orderPayments.order_id, seeded.order.id));
  await t.db.insert(orderPayments).values({
    order_id: seeded.order.id,
    method_id: 2,
    amount_paise: seed.paid_paise ?? 100_000,
    status: 'paid',
    reference: `TXN-${seeded.order.id}`,
  });
  const at = seed.created_at ?? t.clock.now();
  const [refund] = await t.db
    .insert(refunds)
    .values({
      order_id: seeded.order.id,
      cart_id: cart.id,
      category_id: seed.category_id ?? 1,
      platform: seed.affiliate ? 'affiliate' : 'product',
      status: seed.status ?? 1,
      automation_status: seed.automation_status ?? 'NOT_INITIATED',
      amount_paise: seed.amount_paise ?? 50_000,
      created_at: at,
      updated_at: at,
    })
    .returning();
  if (!refund) throw new Error('seedRefund: no refund');
  return { order: seeded.order, customer: seeded.customer, cart, refund };
}

/** A refund row as it is now. */
export async function refundNow(t: TestApp, id: number): Promise<RefundRow> {
  const [row] = await t.db.select().from(refunds).where(eq(refunds.id, id));
  if (!row) throw new Error(`refund ${id} is gone`);
  return row;
}

/** A write as a demo account with a fresh (or the given) Idempotency-Key. */
export async function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  loginId: number,
  payload: unknown,
  key?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...bearer(await t.tokenFor(loginId)),
      ...asSubmission(key ? { 'idempotency-key': key } : {}),
    },
    payload: payload as object,
  });
}
