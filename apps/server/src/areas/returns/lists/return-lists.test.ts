import { seedReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Demo accounts: 4 CET agent, 6 Team Leader, 7 Finance, 10 Operations, 15 Retail Agent.
const CET = 4;
const LEAD = 6;
const FINANCE = 7;
const OPS = 10;
const RETAIL = 15;
const get = async (url: string, loginId: number) =>
  t.app.inject({ url, headers: bearer(await t.tokenFor(loginId)) });
const brand = () => t.config.brand.slug;

describe('GET /api/return-replace-orders/...', () => {
  it('pages a tab with its requests and counts it from the tab counts', async () => {
    const seeded = await seedReturn(t.db, {
      status: STATUS.REPLACEMENT_REQUESTED,
      affiliate_id: 0,
      assigned_login_id: CET,
    });
    const counts = (await get(`/api/return-replace-orders/tab-counts/${brand()}/`, CET)).json();
    const res = await get(
      `/api/return-replace-orders/${brand()}/replacement-requested/?role=CET&limit=100&offset=0`,
      CET,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(counts.counts['replacement-requested']);
    const row = body.results.find((r: { cart_pid: number }) => r.cart_pid === seeded.cart.id);
    expect(row).toMatchObject({
      request_id: seeded.request.id,
      request_version: seeded.request.version,
      kind: 'replacement',
      status: STATUS.REPLACEMENT_REQUESTED,
    });
    const paged = await get(
      `/api/return-replace-orders/${brand()}/replacement-requested/?limit=1&offset=0`,
      CET,
    );
    expect(paged.json().results).toHaveLength(1);
  });

  it("shows a Team Leader one agent's carts and refuses that view to others", async () => {
    await seedReturn(t.db, {
      status: STATUS.RETURN_REQUESTED,
      affiliate_id: 0,
      assigned_login_id: CET,
    });
    const mine = await get(`/api/return-replace-orders/${CET}/${brand()}/return-requested/`, LEAD);
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .results.every(
          (r: { assigned_to: { login_id: number } | null }) => r.assigned_to?.login_id === CET,
        ),
    ).toBe(true);
    expect(
      (await get(`/api/return-replace-orders/${LEAD}/${brand()}/return-requested/`, CET))
        .statusCode,
    ).toBe(403);
  });

  it('searches by order id', async () => {
    const seeded = await seedReturn(t.db, { status: STATUS.RETURN_PROCESSING, affiliate_id: 0 });
    const res = await get(
      `/api/return-replace-orders/search/${brand()}/?order_id=${seeded.order.order_random_id.toLowerCase()}`,
      CET,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { cart_pid: number }) => r.cart_pid)).toEqual([
      seeded.cart.id,
    ]);
    expect(
      (await get(`/api/return-replace-orders/search/${brand()}/?order_id=`, CET)).statusCode,
    ).toBe(400);
  });

  it('refuses the roles 000 section 6 and 001 section 2 bar, and unknown tabs', async () => {
    for (const who of [FINANCE, OPS, RETAIL]) {
      expect(
        (await get(`/api/return-replace-orders/${brand()}/return-requested/`, who)).statusCode,
      ).toBe(403);
    }
    expect((await get(`/api/return-replace-orders/${brand()}/new/`, CET)).statusCode).toBe(404);
    expect(
      (await get(`/api/return-replace-orders/nowhere/return-requested/`, CET)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/return-replace-orders/${brand()}/return-requested/?limit=0`, CET))
        .statusCode,
    ).toBe(400);
  });

  it("opens the warehouse end's list to operations only", async () => {
    await seedReturn(t.db, { status: STATUS.INWARD_SCANNED, affiliate_id: 0 });
    const res = await get(`/api/return-replace-ops/${brand()}/inward-scanned/`, OPS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBeGreaterThan(0);
    expect(
      (await get(`/api/return-replace-ops/${brand()}/return-requested/`, OPS)).statusCode,
    ).toBe(404);
    expect((await get(`/api/return-replace-ops/${brand()}/inward-scanned/`, CET)).statusCode).toBe(
      403,
    );
    const counts = (await get(`/api/return-replace-ops/tab-counts/${brand()}/`, OPS)).json();
    expect(Object.keys(counts.counts)).toContain('lost-product');
  });
});
