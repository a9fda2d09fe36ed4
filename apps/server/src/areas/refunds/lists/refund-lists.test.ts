import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { read, utils } from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ACCOUNTS, seedRefund } from '../details/refunds.test-support';

const { CET, FINANCE } = ACCOUNTS;
let t: TestApp;
let call: ReturnType<typeof callsAs>;
let product: string;
// The demo data has refunds too: every call names March 2021, when only these were raised.
const day = new Date(Date.UTC(2021, 2, 20, 6, 0, 0));
const MARCH = '?start_date=2021-03-01&end_date=2021-03-31';
const seeded: { order_random_id: string; refund_id: number }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  product = t.config.brand.slug;
  for (const [status, created_at] of [
    [1, day],
    [1, new Date(day.getTime() - 3 * 86_400_000)],
    [3, day],
    [5, day],
  ] as const) {
    const r = await seedRefund(t, { category_id: 8, status, created_at });
    seeded.push({ order_random_id: r.order.order_random_id, refund_id: r.refund.id });
  }
  await seedRefund(t, { category_id: 8, status: 2, affiliate: true, created_at: day });
});
afterAll(() => t.close());

const list = (category: string, platform: string, status: string, query = MARCH) =>
  `${refundPath(P.list, { category, platform, status })}${query}`;

describe('GET get-refund-details/{category}/{platform}/{status}/', () => {
  it('answers a tab with the counts of every status of the platform', async () => {
    const res = await call.get(list('carpenter-refund', product, 'initiated'), FINANCE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.counts).toEqual({
      initiated: 2,
      processing: 1,
      processed: 0,
      trouble: 1,
      cancelled: 0,
    });
    expect(body.total).toBe(4);
    expect(body.results[0]).toMatchObject({
      refund_id: seeded[0]?.refund_id,
      amount: 500,
      status_label: 'Refund Initiated',
      automation_status: 'NOT_INITIATED',
      has_bank_details: false,
    });
  });

  it('lists the affiliate platform without Refund Processing', async () => {
    const body = (
      await call.get(list('carpenter-refund', 'affiliate', 'processed'), FINANCE)
    ).json();
    expect(body.count).toBe(1);
    expect(Object.keys(body.counts)).toEqual(['initiated', 'processed', 'trouble', 'cancelled']);
  });

  it('filters by India days and by order id, and pages', async () => {
    const oneDay = '?start_date=2021-03-20&end_date=2021-03-20';
    expect(
      (await call.get(list('carpenter-refund', product, 'initiated', oneDay), FINANCE)).json()
        .count,
    ).toBe(1);
    const term = seeded[1]?.order_random_id.slice(2, 7).toLowerCase() ?? '';
    const found = (
      await call.get(
        list('carpenter-refund', product, 'initiated', `${MARCH}&search=${term}`),
        FINANCE,
      )
    ).json();
    expect(found.results.map((r: { refund_id: number }) => r.refund_id)).toEqual([
      seeded[1]?.refund_id,
    ]);
    const paged = (
      await call.get(
        list('carpenter-refund', product, 'initiated', `${MARCH}&limit=1&offset=1`),
        FINANCE,
      )
    ).json();
    expect(paged).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(paged.results).toHaveLength(1);
  });

  it.each([
    ['cancelled-orders', 'affiliate', 'initiated'],
    ['carpenter-refund', 'affiliate', 'processing'],
    ['no-such', product, 'initiated'],
    ['carpenter-refund', product, 'paid'],
  ])('answers 404 for %s/%s/%s', async (category, platform, status) => {
    expect((await call.get(list(category, platform, status), FINANCE)).statusCode).toBe(404);
  });

  it('refuses bad queries with 400 and other roles with 403', async () => {
    const bad = [
      '?start_date=2026-11-21&end_date=2026-11-20',
      '?limit=0',
      '?start_date=20-11-2026',
      `?search=${'x'.repeat(41)}`,
    ];
    for (const q of bad) {
      expect(
        (await call.get(list('carpenter-refund', product, 'initiated', q), FINANCE)).statusCode,
      ).toBe(400);
    }
    expect((await call.get(list('carpenter-refund', product, 'initiated'), CET)).statusCode).toBe(
      403,
    );
  });
});

describe('the export', () => {
  it('writes the filtered tab as .xlsx', async () => {
    const url = refundPath(P.listExport, {
      category: 'carpenter-refund',
      platform: product,
      status: 'initiated',
    });
    const res = await t.app.inject({
      url: `${url}?start_date=2021-03-17&end_date=2021-03-20`,
      headers: { authorization: `Bearer ${await t.tokenFor(FINANCE)}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('refunds-carpenter-refund-');
    const sheet = read(res.rawPayload).Sheets['Refunds'];
    const rows = sheet ? utils.sheet_to_json<Record<string, unknown>>(sheet) : [];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'Refund Id': seeded[0]?.refund_id,
      Amount: 500,
      Status: 'Refund Initiated',
    });
    const other = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(CET)}` },
    });
    expect(other.statusCode).toBe(403);
  });
});
