import {
  carts,
  cartStatusCounts,
  customers,
  orderAddresses,
  orderComments,
  orderPayments,
  orders,
} from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  AFFILIATE_ORDER_MESSAGES as M,
  AFFILIATE_ORDER_SHEET,
  ZAffiliateOrderSheetRow,
  type AffiliateOrderSheetRow,
} from '@backoffice/domain/uploads';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/sheet-apply';
import { applySheetRowsAs } from '../../../test/sheet-callers';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { affiliateOrdersApplier } from './affiliate-orders.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPERATIONS = 10;
const SAMPLE = AFFILIATE_ORDER_SHEET.sampleRows.map((cells) =>
  ZAffiliateOrderSheetRow.parse(cells),
);
const line = (over: Partial<AffiliateOrderSheetRow>): AffiliateOrderSheetRow => ({
  ...(SAMPLE[0] as AffiliateOrderSheetRow),
  ...over,
});

async function newOrderCount(affiliateId: number) {
  const [row] = await t.db
    .select({ count: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, affiliateId),
        eq(cartStatusCounts.orm_order_status, STATUS.NEW_ORDER),
        eq(cartStatusCounts.assigned_login_id, 0),
      ),
    );
  return row?.count ?? 0;
}

const importedOrder = async (affiliateOrderId: string) => {
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.affiliate_order_id, affiliateOrderId));
  return order;
};

describe('the marketplace order sheet applier', () => {
  it('makes one order per partner order with a cart per row, counted, paid, commented and audited', async () => {
    const before = await newOrderCount(1);
    const answers = await applySheetRowsAs(t, OPERATIONS, affiliateOrdersApplier, SAMPLE);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: true },
    ]);
    const order = await importedOrder('408-1234567-1234567');
    expect(order).toMatchObject({ affiliate_id: 1, payment_type: 'ONLINE', payment_method_id: 5 });
    if (!order) return;
    const items = await t.db.select().from(carts).where(eq(carts.order_id, order.id));
    expect(
      items.map((c) => [c.item_sku, c.item_quantity, c.price_paise, c.orm_order_status]),
    ).toEqual([
      ['MAT-ORTHO-72x36x6', 1, 1_199_900, STATUS.NEW_ORDER],
      ['MAT-BABY-48x24x4', 2, 349_950, STATUS.NEW_ORDER],
    ]);
    expect(await newOrderCount(1)).toBe(before + 2);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, order.customer_id));
    expect(customer).toMatchObject({ name: 'Ananya Rao', mobile: '9876543210' });
    const [address] = await t.db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.order_id, order.id));
    expect(address).toMatchObject({ pincode: '560038', city: 'Bengaluru', firstname: 'Ananya' });
    const [payment] = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, order.id));
    expect(payment).toMatchObject({
      amount_paise: 1_899_800,
      status: 'paid',
      reference: '408-1234567-1234567',
    });
    const [comment] = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(comment?.comment).toBe(
      'Imported from marketplace sheet by Rahul Verma: Amazon order 408-1234567-1234567, 2 item(s), ₹18,998.00 paid to the partner.',
    );
    const [audit] = await auditOf(t, 'order', [order.order_random_id]);
    expect(audit).toMatchObject({
      actor_login_id: OPERATIONS,
      changes: { imported: { before: null, after: expect.objectContaining({ payable: 18998 }) } },
    });
  });

  it('imports nothing twice: an order already imported is refused row by row', async () => {
    const answers = await applySheetRowsAs(t, OPERATIONS, affiliateOrdersApplier, SAMPLE);
    const imported = await importedOrder('408-1234567-1234567');
    expect(answers).toEqual([
      {
        row: 2,
        ok: false,
        column: 'Affiliate Order ID',
        message: M.alreadyImported('408-1234567-1234567', imported?.order_random_id ?? ''),
      },
      { row: 3, ok: false, column: '', message: M.failedWithOrder(2) },
    ]);
  });

  it('refuses a whole order for one bad row and goes on with the other orders', async () => {
    const before = await newOrderCount(3);
    const answers = await applySheetRowsAs(t, OPERATIONS, affiliateOrdersApplier, [
      line({ affiliate_id: 3, affiliate_order_id: 'FK-1' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-1', sku: 'NO-SUCH-SKU' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-2', pincode: '999999' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-3', city: 'Mumbai' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-4' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-4', mobile: '9000000000' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-5' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-6', mobile: '9123456780' }),
      line({ affiliate_id: 3, affiliate_order_id: 'FK-5' }),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: '', message: M.failedWithOrder(3) },
      { row: 3, ok: false, column: 'SKU', message: M.skuNotFound },
      { row: 4, ok: false, column: 'Pincode', message: M.pincodeNotFound },
      { row: 5, ok: false, column: 'City', message: M.placeMismatch('City', 'Bengaluru') },
      { row: 6, ok: false, column: '', message: M.failedWithOrder(7) },
      { row: 7, ok: false, column: 'Mobile', message: M.differsInOrder('Mobile') },
      { row: 8, ok: false, column: 'Affiliate Order ID', message: M.rowsApart('FK-5') },
      { row: 9, ok: true },
      { row: 10, ok: false, column: 'Affiliate Order ID', message: M.rowsApart('FK-5') },
    ]);
    expect(await newOrderCount(3)).toBe(before + 1);
    expect(await importedOrder('FK-1')).toBeUndefined();
    expect(await importedOrder('FK-6')).toBeDefined();
  });
});

describe('POST /api/import-affiliate-orders/', () => {
  it('imports the sheet of Operations, and the order is found by universal search', async () => {
    const header = AFFILIATE_ORDER_SHEET.columns.map((c) => c.header);
    const cells = AFFILIATE_ORDER_SHEET.sampleRows[0] ?? {};
    const values = AFFILIATE_ORDER_SHEET.columns.map((c) =>
      c.key === 'affiliate_order_id'
        ? 'PF-778899'
        : c.key === 'mobile'
          ? '9811122233'
          : (cells[c.key] ?? ''),
    );
    const response = await upload(t, OPERATIONS, '/api/import-affiliate-orders/', {
      name: 'orders.csv',
      bytes: csvOf([header, values.map((v) => (v.includes(',') ? `"${v}"` : v))]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([expect.objectContaining({ row: 2, ok: true })]);
    const order = await importedOrder('PF-778899');
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/universal-order-search/?search=9811122233',
      headers: bearer(await t.tokenFor(OPERATIONS)),
    });
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(order?.order_random_id ?? 'none');
  });

  it('imports every order of a 1,200-row sheet whole, orders straddling the apply batches', async () => {
    // 100 orders of 12 rows each: sheet rows 2 to 1201, the 42nd order on rows 494 to 505, across
    // the first 500 rows; the pipeline keeps each order's rows in one batch.
    const header = AFFILIATE_ORDER_SHEET.columns.map((c) => c.header);
    const cells = AFFILIATE_ORDER_SHEET.sampleRows[0] ?? {};
    const rowOf = (order: number) =>
      AFFILIATE_ORDER_SHEET.columns.map((c) => {
        const value = c.key === 'affiliate_order_id' ? `BULK-${order}` : (cells[c.key] ?? '');
        return value.includes(',') ? `"${value}"` : value;
      });
    const rows = Array.from({ length: 1_200 }, (_, i) => rowOf(Math.floor(i / 12) + 1));
    const response = await upload(t, OPERATIONS, '/api/import-affiliate-orders/', {
      name: 'orders-1200.csv',
      bytes: csvOf([header, ...rows]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().upload).toMatchObject({ applied: true, successes: 1_200, failures: 0 });
    const imported = await t.db
      .select({ affiliate_order_id: orders.affiliate_order_id, carts: count(carts.id) })
      .from(orders)
      .innerJoin(carts, eq(carts.order_id, orders.id))
      .where(like(orders.affiliate_order_id, 'BULK-%'))
      .groupBy(orders.affiliate_order_id);
    expect(imported).toHaveLength(100);
    expect(imported.every((order) => order.carts === 12)).toBe(true);
  }, 180_000);
});
