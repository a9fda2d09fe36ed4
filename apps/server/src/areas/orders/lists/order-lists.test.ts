import { seedStaff } from '@backoffice/db/seed';
import { carts } from '@backoffice/db/schema';
import { tabsForRole } from '@backoffice/domain/orders';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { asSubmission } from '../../../test/submission-key';
import {
  assignCart,
  countsAndCarts,
  orderWithCart,
  storedCart,
} from '../details/orders.test-support';

let t: TestApp;
// An OC agent of this file only: their list holds exactly the carts seeded here.
const AGENT = 101;
const seeded: Record<'older' | 'middle' | 'newest' | 'affiliate' | 'confirmed', number> = {
  older: 0,
  middle: 0,
  newest: 0,
  affiliate: 0,
  confirmed: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedStaff(t.db, { login_id: AGENT, name: 'Neha Joshi', role: 'CET,OC' });
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  const seed = async (status: 1 | 2, affiliate_id: 0 | 1, minutes: number) => {
    const { cart } = await orderWithCart(t.db, status, {
      affiliate_id,
      created_at: minutesAgo(minutes),
    });
    await assignCart(t.db, cart.id, AGENT);
    return cart.id;
  };
  seeded.older = await seed(1, 0, 30);
  seeded.middle = await seed(1, 0, 20);
  seeded.newest = await seed(1, 0, 10);
  seeded.affiliate = await seed(1, 1, 15);
  seeded.confirmed = await seed(2, 0, 5);
});
afterAll(() => t.close());

const get = async (url: string, loginId: number, signInRole?: string) =>
  t.app.inject({ url, headers: bearer(await t.tokenFor(loginId, signInRole)) });
const agentList = (path: string, query = 'role=oc') =>
  get(`/api/list-of-all-orders/${AGENT}/${path}/?${query}`, 6);

describe('GET /api/list-of-all-orders/[:cet_uid/]:platform/:slug/', () => {
  it("pages an agent's tab newest first, with the tab's count", async () => {
    const first = await agentList('store/new', 'role=oc&limit=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(body.results.map((r: { cart_pid: number }) => r.cart_pid)).toEqual([
      seeded.newest,
      seeded.middle,
    ]);
    expect(body.results[0]).toMatchObject({
      affiliate_id: 0,
      channel: 'Store',
      orm_order_status: 1,
      status_label: 'New Order',
      assigned_to: { login_id: AGENT, name: 'Neha Joshi' },
    });
    expect(body.results[0].order_random_id).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.results[0].pincode).toMatch(/^\d{6}$/);

    const next = (await agentList('store/new', 'role=oc&limit=2&offset=2')).json();
    expect(next).toMatchObject({ count: 3, offset: 2 });
    expect(next.results.map((r: { cart_pid: number }) => r.cart_pid)).toEqual([seeded.older]);
  });

  it('pages the oldest first on sort=created_at, and the newest first on sort=-created_at', async () => {
    const ids = (body: { results: { cart_pid: number }[] }) => body.results.map((r) => r.cart_pid);
    const oldest = (await agentList('store/new', 'role=oc&sort=created_at&limit=2')).json();
    expect(oldest).toMatchObject({ count: 3, limit: 2, offset: 0 });
    expect(ids(oldest)).toEqual([seeded.older, seeded.middle]);
    const rest = (await agentList('store/new', 'role=oc&sort=created_at&limit=2&offset=2')).json();
    expect(ids(rest)).toEqual([seeded.newest]);
    const newest = (await agentList('store/new', 'role=oc&sort=-created_at')).json();
    expect(ids(newest)).toEqual([seeded.newest, seeded.middle, seeded.older]);
  });

  it('lists the other channels under the affiliate platform', async () => {
    const body = (await agentList('affiliate/new')).json();
    expect(body.count).toBe(1);
    expect(body.results).toMatchObject([
      { cart_pid: seeded.affiliate, affiliate_id: 1, channel: 'Amazon' },
    ]);
  });

  it("lists the whole team's tab, newest first, counted like the carts", async () => {
    const response = await get('/api/list-of-all-orders/store/new/?role=oc', 2);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [expected] = await t.db
      .select({ n: count() })
      .from(carts)
      .where(and(eq(carts.orm_order_status, 1), eq(carts.affiliate_id, 0)));
    expect(body.count).toBe(expected?.n);
    expect(body.results).toHaveLength(Math.min(50, body.count));
    const times = body.results.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("lets an agent open their own list, not another agent's; a Team Leader opens any", async () => {
    expect(
      (await get(`/api/list-of-all-orders/${AGENT}/store/new/?role=oc`, AGENT, 'cet')).statusCode,
    ).toBe(200);
    const others = await get('/api/list-of-all-orders/2/store/new/?role=oc', AGENT, 'cet');
    expect(others.statusCode).toBe(403);
    expect(others.json().error).toBe('Access Forbidden');
    expect((await get('/api/list-of-all-orders/2/store/new/?role=oc', 6)).statusCode).toBe(200);
    const unknown = await get('/api/list-of-all-orders/999/store/new/?role=oc', 6);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('User not found');
  });

  it("checks the role query against the caller's team", async () => {
    expect((await get('/api/list-of-all-orders/store/new/?role=rt', 2)).statusCode).toBe(403);
    expect(
      (await get('/api/list-of-all-orders/store/instructions-due/?role=rt', 3)).statusCode,
    ).toBe(200);
    expect((await get('/api/list-of-all-orders/store/new/?role=oc', 4)).statusCode).toBe(403);
  });

  it.each([
    ['store/new/?limit=10', 'role must be oc or rt'],
    ['store/new/?role=oc&limit=101', 'limit must be a whole number from 1 to 100'],
    ['store/new/?role=oc&offset=-5', 'offset must be a whole number of at least 0'],
    ['store/new/?role=oc&sort=price', 'sort must be -created_at or created_at'],
    ['store/new/?role=oc&sort=created_at&sort=price', 'sort must be -created_at or created_at'],
    ['abc/store/new/?role=oc', 'cet_uid must be a positive whole number'],
    [`${'p'.repeat(41)}/new/?role=oc`, 'platform must be at most 40 characters'],
    [`store/${'s'.repeat(65)}/?role=oc`, 'slug must be at most 64 characters'],
  ])('answers 400 to %s', async (path, message) => {
    const response = await get(`/api/list-of-all-orders/${path}`, 6);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([
    ['amazon/new/?role=oc', 'Unknown platform "amazon"'],
    ['store/delivered/?role=oc', 'The Order Confirmation Team has no list "delivered"'],
    ['store/no-such-status/?role=rt', 'The Relationship Team has no list "no-such-status"'],
  ])('answers 404 to %s', async (path, message) => {
    const response = await get(`/api/list-of-all-orders/${path}`, 6);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(message);
  });
});

describe('GET /api/list-of-all-orders/tab-counts/:platform/', () => {
  it("counts every tab of the caller's team from the counts table", async () => {
    const response = await get('/api/list-of-all-orders/tab-counts/affiliate/?role=oc', 2);
    expect(response.statusCode).toBe(200);
    const { counts } = response.json();
    const tabs = tabsForRole({ role: 'CET,OC' }, 'oc');
    expect(Object.keys(counts)).toEqual(tabs.map((s) => s.slug));
    for (const status of tabs) {
      const [row] = await t.db
        .select({ n: count() })
        .from(carts)
        .where(and(eq(carts.orm_order_status, status.id), ne(carts.affiliate_id, 0)));
      expect(counts[status.slug], status.slug).toBe(row?.n);
    }
  });

  it("counts one agent's carts, and follows a status change", async () => {
    const before = (
      await get(`/api/list-of-all-orders/tab-counts/store/?role=oc&cet_uid=${AGENT}`, 6)
    ).json();
    expect(before.counts).toMatchObject({ new: 3, confirmed: 1, hold: 0 });

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/update-order/',
      headers: { ...bearer(await t.tokenFor(6)), ...asSubmission() },
      payload: {
        cart_pid: seeded.older,
        version: (await storedCart(t.db, seeded.older)).version,
        orm_order_status: 2,
        comment: 'Confirmed',
      },
    });
    expect(changed.json().success).toBe(true);
    const after = (
      await get(`/api/list-of-all-orders/tab-counts/store/?role=oc&cet_uid=${AGENT}`, 6)
    ).json();
    expect(after.counts).toMatchObject({ new: 2, confirmed: 2 });
    const { counted, grouped } = await countsAndCarts(t.db);
    expect(counted).toEqual(grouped);
  });

  it("refuses another agent's counts to an agent and an unknown platform", async () => {
    expect(
      (await get('/api/list-of-all-orders/tab-counts/store/?role=oc&cet_uid=6', 2)).statusCode,
    ).toBe(403);
    expect(
      (await get('/api/list-of-all-orders/tab-counts/store/?role=oc&cet_uid=2', 2)).statusCode,
    ).toBe(200);
    expect((await get('/api/list-of-all-orders/tab-counts/nowhere/?role=oc', 2)).statusCode).toBe(
      404,
    );
  });
});
