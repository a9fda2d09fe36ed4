import { indiaDay } from '@backoffice/domain/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';

// Demo accounts: 15 Retail Agent and 16 Retail Manager of BLR-IND-01, 30 Retail Agent of
// BLR-WHF-02, 4 CET agent. The POS demo (packages/db/seed/retail-pos) writes the orders.
const AGENT = 15;
const MANAGER = 16;
const OTHER_STORE_AGENT = 30;
const CET = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3_600_000;
const window = (days: number) => ({
  start_date: indiaDay(new Date(t.clock.now().getTime() - days * DAY_MS)),
  end_date: indiaDay(t.clock.now()),
});
const search = async (loginId: number, query: Record<string, string>) =>
  t.app.inject({
    url: `/api/retail/orders/?${new URLSearchParams(query).toString()}`,
    headers: bearer(await t.tokenFor(loginId)),
  });
type Row = { order_random_id: string; pos_order_status: string };
const ids = (body: { order_detail: Row[] }) => body.order_detail.map((r) => r.order_random_id);

describe('GET /api/retail/orders/', () => {
  it("lists the store's orders of the last 7 days, newest first, every state", async () => {
    const res = await search(AGENT, window(6));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([
      'RPBLD001',
      'RPBLD002',
      'RPPAY001',
      'RPPAYGC1',
      'RPPLC001',
      'RPPLC002',
      'RPCNL001',
    ]);
    expect(body).toMatchObject({ offset: 0, limit: 50, total: 7 });
    expect(new Set(body.order_detail.map((r: Row) => r.pos_order_status))).toEqual(
      new Set(['Building', 'Payment In Progress', 'Placed', 'Cancelled']),
    );
  });

  it('answers the row fields with totals from the lines and the coupon', async () => {
    const body = (await search(MANAGER, { ...window(6), query: '7099100001' })).json();
    const row = body.order_detail.find((r: Row) => r.order_random_id === 'RPBLD001');
    expect(row).toMatchObject({
      cart_detail: [{ item_sku: 'MAT-ORTHO-72x36x6' }, { item_sku: 'PIL-MEMF-STD' }],
      total_net_mrp: 17_999 + 2 * 2_499,
      total_net_price: 11_999 + 2 * 1_299 - 500,
      total_net_discount: 17_999 + 2 * 2_499 - (11_999 + 2 * 1_299 - 500),
      total_delivery_charges: 0,
      coupon_code: 'FLAT500',
      pos_order_status: 'Building',
      order_placed_by_id: null,
      placed_order_random_id: null,
    });
    const placed = body.order_detail.find((r: Row) => r.order_random_id === 'RPPLC001');
    expect(placed.placed_order_random_id).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('finds by mobile, alternate mobile or PTR id, and pages', async () => {
    const byAlternate = (await search(AGENT, { ...window(6), query: '7099200001' })).json();
    expect(ids(byAlternate)).toEqual(['RPBLD001', 'RPPLC001', 'RPCNL001']);
    const byPtr = (await search(AGENT, { ...window(6), query: 'PTRDEMO0002' })).json();
    expect(ids(byPtr)).toEqual(['RPPAYGC1']);
    const none = (await search(AGENT, { ...window(6), query: '9999999999' })).json();
    expect(none).toMatchObject({ order_detail: [], total: 0 });
    const older = (await search(AGENT, { ...window(20), query: '7099100001' })).json();
    expect(ids(older)).toContain('RPOLD001');
  });

  it("keeps each store to its own orders and the console's staff out", async () => {
    expect(ids((await search(OTHER_STORE_AGENT, window(6))).json())).toEqual(['RPWHF001']);
    expect((await search(CET, window(6))).statusCode).toBe(403);
  });

  it('refuses a page size off the list, a missing date and a window backwards', async () => {
    const size = await search(AGENT, { ...window(6), limit: '60' });
    expect(size.json().fields).toEqual({ limit: 'Pick a page size from the list' });
    const missing = await search(AGENT, { end_date: window(6).end_date });
    expect(missing.json().fields).toEqual({ start_date: 'Required!' });
    const { start_date, end_date } = window(6);
    const backwards = await search(AGENT, { start_date: end_date, end_date: start_date });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('GET /api/retail/orders/download/', () => {
  it("answers the window's orders as an xlsx, base64 with its name", async () => {
    const { start_date, end_date } = window(6);
    const res = await t.app.inject({
      url: `/api/retail/orders/download/?start_date=${start_date}&end_date=${end_date}`,
      headers: bearer(await t.tokenFor(AGENT)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.file_name).toBe(`retail-orders-${start_date}-to-${end_date}.xlsx`);
    expect(Buffer.from(data.attachment, 'base64').subarray(0, 2).toString()).toBe('PK');
  });
});
