import {
  dealerCreditEntries,
  distributorOrders,
  orderPayments,
  orders,
} from '@backoffice/db/schema';
import {
  DISTRIBUTION_MESSAGES as M,
  type CreditLogAnswer,
  type DistributionOrderAnswer,
  type DistributionPriceListAnswer,
} from '@backoffice/domain/distribution';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  distributionTestApp,
  DISTRIBUTION_MANAGER,
  OPERATIONS,
} from '../test/distribution-calls';

const app = distributionTestApp();
const { call } = app;

const URL = '/api/place-distrbution-order/';
/** The demo Team Leader allowed to cancel (README's demo list). */
const CANCELLING_TEAM_LEADER = 6;

/** A SKU's distributor order price, rupees, as the add-product popup reads it. */
async function priceOf(sku: string): Promise<number> {
  const response = await call.get(`/api/distribution-prices/?search=${sku}`, DISTRIBUTION_MANAGER);
  const row = response.json<DistributionPriceListAnswer>().results.find((r) => r.item_sku === sku);
  if (!row) throw new Error(`no price for ${sku}`);
  return row.price;
}

const balanceOf = async (code: string) =>
  (
    await call.get(`/api/distributors/${code}/credit-log/`, DISTRIBUTION_MANAGER)
  ).json<CreditLogAnswer>().credit_balance;

const distributorOrderCount = async () =>
  Number((await app.t.db.select({ n: count() }).from(distributorOrders))[0]?.n);

async function orderBody(code: string, sku: string, quantity: number, mode: 'CREDIT' | 'COD') {
  const price = await priceOf(sku);
  return {
    distributor_code: code,
    lines: [{ item_sku: sku, item_quantity: quantity }],
    payment_mode: mode,
    total_payable: Math.round(price * quantity * 100) / 100,
  };
}

describe('placing a distributor order on credit', () => {
  let placed: DistributionOrderAnswer;

  it('places it on channel 5 at distributor prices and debits the ledger, once per key', async () => {
    const before = await balanceOf('SAP-DL-1001');
    const body = await orderBody('SAP-DL-1001', 'MAT-ORTHO-72x36x6', 2, 'CREDIT');
    const first = await call.post(URL, DISTRIBUTION_MANAGER, body, 'dist-order-1');
    expect(first.statusCode).toBe(200);
    placed = first.json<DistributionOrderAnswer>();
    expect(placed).toMatchObject({
      affiliate_id: 5,
      distributor_code: 'SAP-DL-1001',
      payment_mode: 'CREDIT',
      total_payable: body.total_payable,
      lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 2, request_type: 5 }],
    });
    expect(placed.credit_balance).toBeCloseTo(before - body.total_payable, 2);

    const again = await call.post(URL, DISTRIBUTION_MANAGER, body, 'dist-order-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<DistributionOrderAnswer>().order_random_id).toBe(placed.order_random_id);
    const debits = await app.t.db
      .select()
      .from(dealerCreditEntries)
      .where(eq(dealerCreditEntries.order_random_id, placed.order_random_id));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ transaction_type: 'Debit', source: 'order' });
    expect(await balanceOf('SAP-DL-1001')).toBeCloseTo(before - body.total_payable, 2);

    const [order] = await app.t.db
      .select()
      .from(orders)
      .where(eq(orders.order_random_id, placed.order_random_id));
    expect(order).toMatchObject({ affiliate_id: 5, payment_type: 'ONLINE', payment_method_id: 6 });
    const payments = await app.t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order!.id));
    expect(payments).toEqual([
      expect.objectContaining({
        method_id: 6,
        status: 'paid',
        amount_paise: debits[0]!.amount_paise,
      }),
    ]);
  });

  it('shows in universal search', async () => {
    const response = await call.get(
      `/api/universal-order-search/?search=${placed.order_random_id}`,
      ADMIN,
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json())).toContain(placed.order_random_id);
  });

  it('reverses the debit when the order is cancelled, once', async () => {
    const before = await balanceOf('SAP-DL-1001');
    const cancel = { order_random_id: placed.order_random_id, reason: 'Dealer cancelled' };
    const response = await call.post(
      '/api/cancel-universal-order/',
      CANCELLING_TEAM_LEADER,
      cancel,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await balanceOf('SAP-DL-1001')).toBeCloseTo(before + placed.total_payable, 2);
    await call.post('/api/cancel-universal-order/', CANCELLING_TEAM_LEADER, cancel);
    const entries = await app.t.db
      .select()
      .from(dealerCreditEntries)
      .where(eq(dealerCreditEntries.order_random_id, placed.order_random_id));
    expect(entries.map((e) => e.source).sort()).toEqual(['order', 'reversal']);
  });
});

describe('a distributor order is refused', () => {
  it('when it would overdraw the credit limit, and nothing is placed', async () => {
    const orderCount = await distributorOrderCount();
    const before = await balanceOf('SAP-KA-3001');
    const body = await orderBody('SAP-KA-3001', 'MAT-LATX-78x72x8', 4, 'CREDIT');
    const response = await call.post(URL, DISTRIBUTION_MANAGER, body);
    expect(response.statusCode).toBe(400);
    const error = response.json<{ message: string; fields: Record<string, string> }>();
    expect(error.message).toMatch(/^Insufficient dealer credit: the order needs ₹/);
    expect(error.fields.payment_mode).toBe(error.message);
    expect(await distributorOrderCount()).toBe(orderCount);
    expect(await balanceOf('SAP-KA-3001')).toBe(before);
  });

  it('for COD unless the distributor has COD on; with it, nothing is debited', async () => {
    const refused = await call.post(
      URL,
      DISTRIBUTION_MANAGER,
      await orderBody('SAP-MH-2001', 'MAT-DUAL-72x48x5', 1, 'COD'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(M.codNotEnabled);
    const before = await balanceOf('SAP-KA-3001');
    const cod = await call.post(
      URL,
      DISTRIBUTION_MANAGER,
      await orderBody('SAP-KA-3001', 'MAT-DUAL-72x48x5', 1, 'COD'),
    );
    expect(cod.statusCode).toBe(200);
    expect(cod.json<DistributionOrderAnswer>().payment_mode).toBe('COD');
    expect(await balanceOf('SAP-KA-3001')).toBe(before);
  });

  it('for a distributor pending approval, a wrong total, and anyone but a Distribution Manager', async () => {
    const pending = await call.post(
      URL,
      DISTRIBUTION_MANAGER,
      await orderBody('SAP-TN-4001', 'MAT-DUAL-72x48x5', 1, 'CREDIT'),
    );
    expect(pending.statusCode).toBe(400);
    expect(pending.json<{ fields: Record<string, string> }>().fields.distributor_code).toBe(
      M.distributorNotActive,
    );
    const body = await orderBody('SAP-DL-1001', 'MAT-DUAL-72x48x5', 1, 'CREDIT');
    const wrong = await call.post(URL, DISTRIBUTION_MANAGER, { ...body, total_payable: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json<{ fields: object }>().fields)).toEqual(['total_payable']);
    expect((await call.post(URL, OPERATIONS, body)).statusCode).toBe(403);
  });
});
