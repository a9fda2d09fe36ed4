import { carts } from '@backoffice/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { orderWithCart } from '../details/orders.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OC_AGENT = 2;
const RT_AGENT = 3;
const TEAM_LEADER = 6;

const status = async (loginId: number, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/new-order-current-status/?${query}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

/** The agent's New Order carts, counted over the carts themselves. */
const newOrderCartsOf = async (loginId: number) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.assigned_login_id, loginId), eq(carts.orm_order_status, 1)));
  return row?.n ?? 0;
};

describe('GET /api/new-order-current-status/', () => {
  it("answers the agent's New Order count on every channel and the oldest cart to work next", async () => {
    const oldest = await orderWithCart(t.db, 1, {
      agent: OC_AGENT,
      affiliate_id: 9,
      created_at: new Date('2001-01-01T00:00:00Z'),
    });
    await orderWithCart(t.db, 1, { agent: OC_AGENT, affiliate_id: 0 });
    await orderWithCart(t.db, 2, { agent: OC_AGENT, affiliate_id: 0 });

    const response = await status(OC_AGENT, 'role=oc');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      login_id: OC_AGENT,
      count: await newOrderCartsOf(OC_AGENT),
      next_order: {
        order_random_id: oldest.order.order_random_id,
        cart_pid: oldest.cart.id,
        affiliate_id: 9,
        created_at: oldest.cart.created_at.toISOString(),
      },
    });
  });

  it('counts a new New Order cart of the agent at once', async () => {
    const before = (await status(OC_AGENT, 'role=oc')).json().count;
    await orderWithCart(t.db, 1, { agent: OC_AGENT });
    expect((await status(OC_AGENT, 'role=oc')).json().count).toBe(before + 1);
  });

  it('answers no next order for an agent without New Order carts', async () => {
    expect(await newOrderCartsOf(TEAM_LEADER)).toBe(0);
    const response = await status(TEAM_LEADER, 'role=oc');
    expect(response.json()).toEqual({ login_id: TEAM_LEADER, count: 0, next_order: null });
  });

  it("lets a Team Leader read an agent's situation with cet_uid", async () => {
    const own = (await status(OC_AGENT, 'role=oc')).json();
    const response = await status(TEAM_LEADER, `role=oc&cet_uid=${OC_AGENT}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(own);
  });

  it('is forbidden to an agent asking for another agent, and to the RT team', async () => {
    expect((await status(OC_AGENT, `role=oc&cet_uid=${TEAM_LEADER}`)).statusCode).toBe(403);
    expect((await status(RT_AGENT, 'role=oc')).statusCode).toBe(403);
    expect((await status(7, 'role=oc')).statusCode).toBe(403);
  });

  it('answers 404 for an agent who does not exist', async () => {
    expect((await status(TEAM_LEADER, 'role=oc&cet_uid=987654')).statusCode).toBe(404);
  });

  it.each([
    ['no role', ''],
    ['the RT team', 'role=rt'],
    ['a cet_uid that is not a number', 'role=oc&cet_uid=0x10'],
    ['a cet_uid out of the id range', 'role=oc&cet_uid=99999999999'],
  ])('answers 400 to %s', async (_case, query) => {
    expect((await status(OC_AGENT, query)).statusCode).toBe(400);
  });
});
