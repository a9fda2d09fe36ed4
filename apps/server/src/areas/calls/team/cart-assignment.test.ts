import { carts, orderComments, staff } from '@backoffice/db/schema';
import { seedOrder, seedStaff } from '@backoffice/db/seed';
import { TEAM_MESSAGES as M } from '@backoffice/domain/calls/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let platform: string;
/** A second order-confirmation agent, in a pod led by `podLeader`. */
let agent: number;
let podLeader: number;
const TEAM_LEADER = 6;
const OC_AGENT = 2;

beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  platform = t.config.brand.slug;
  podLeader = (await seedStaff(t.db, { name: 'Gita Lead', role: 'CET,OC', is_pod_leader: true }))
    .login_id;
  agent = (await seedStaff(t.db, { name: 'Ishaan Bhat', role: 'CET,OC', password: null })).login_id;
  await call.post('/api/members-pod-leader/', 25, {
    login_id: agent,
    version: 1,
    pod_leader_login_id: podLeader,
  });
});
afterAll(() => t.close());

const anOrder = async (cartCount = 2) =>
  seedOrder(t.db, {
    affiliate_id: 0,
    carts: Array.from({ length: cartCount }, () => ({
      status: 1 as const,
      assigned_login_id: OC_AGENT,
    })),
  });
const cartRow = async (id: number) => (await t.db.select().from(carts).where(eq(carts.id, id)))[0];
const assign = (body: unknown, by = TEAM_LEADER) => call.post('/api/update-assign-cet/', by, body);
const newCount = async (loginId: number) => {
  const response = await call.get(
    `/api/list-of-all-orders/tab-counts/${platform}/?role=oc&cet_uid=${loginId}`,
    TEAM_LEADER,
  );
  return response.json().counts.new as number;
};

describe('POST /api/update-assign-cet/', () => {
  it("gives an order's carts to an agent: carts, comments, audit, and both agents' lists", async () => {
    const { order, carts: seeded } = await anOrder();
    const [first, second] = seeded;
    if (!first || !second) throw new Error('two carts');
    const [agentBefore, oldBefore] = [await newCount(agent), await newCount(OC_AGENT)];

    const response = await assign({
      order_random_id: order.order_random_id.toLowerCase(),
      login_id: agent,
      carts: [
        { cart_pid: first.id, version: first.version },
        { cart_pid: second.id, version: second.version },
      ],
      comment: 'Priya is on leave',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Assigned to Ishaan Bhat',
      carts: [first, second].map((c) => ({
        cart_pid: c.id,
        version: c.version + 1,
        assigned_to: { login_id: agent, name: 'Ishaan Bhat' },
      })),
    });
    expect(await cartRow(first.id)).toMatchObject({
      assigned_login_id: agent,
      version: first.version + 1,
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, first.id));
    expect(comments.at(-1)).toMatchObject({
      comment: 'Assigned to Ishaan Bhat: Priya is on leave',
      by_login_id: TEAM_LEADER,
      order_status: 1,
    });
    expect((await auditOf(t, 'cart', first.id)).at(-1)).toMatchObject({
      actor_login_id: TEAM_LEADER,
      changes: { assigned_login_id: { before: OC_AGENT, after: agent } },
    });
    expect(await newCount(agent)).toBe(agentBefore + 2);
    expect(await newCount(OC_AGENT)).toBe(oldBefore - 2);

    const list = await call.get(
      `/api/list-of-all-orders/${agent}/${platform}/new/?role=oc`,
      TEAM_LEADER,
    );
    expect(list.json().results.map((r: { cart_pid: number }) => r.cart_pid)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
  });

  it('moves only the carts named, and refuses when all are the agent’s already', async () => {
    const { order, carts: seeded } = await anOrder();
    const [first, second] = seeded;
    if (!first || !second) throw new Error('two carts');
    const body = {
      order_random_id: order.order_random_id,
      login_id: agent,
      carts: [{ cart_pid: first.id, version: first.version }],
    };
    expect((await assign(body)).statusCode).toBe(200);
    expect((await cartRow(second.id))?.assigned_login_id).toBe(OC_AGENT);

    const again = await assign({
      ...body,
      carts: [{ cart_pid: first.id, version: first.version + 1 }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ login_id: M.alreadyAssigned('Ishaan Bhat') });
  });

  it('answers 409 to a stale version, and exactly one 409 to two assignments at once', async () => {
    const { order, carts: [cart] = [] } = await anOrder(1);
    if (!cart) throw new Error('a cart');
    const body = (loginId: number) => ({
      order_random_id: order.order_random_id,
      login_id: loginId,
      carts: [{ cart_pid: cart.id, version: cart.version }],
    });
    const answers = await Promise.all([assign(body(agent)), assign(body(podLeader))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().error).toBe(
      'This record was changed by someone else. Reload and try again.',
    );
    expect((await cartRow(cart.id))?.version).toBe(cart.version + 1);
    const stale = await assign(body(OC_AGENT));
    expect(stale.statusCode).toBe(409);
  });

  it.each([
    ['an agent who does not work New Order', () => 3, M.agentNotOnList('Rohan Mehta', 'New Order')],
    ['a Team Leader', () => TEAM_LEADER, M.agentIsTeamLeader('Vikram Singh')],
    ['nobody', () => 99_999, M.invalidAgent],
  ])('refuses %s and changes nothing', async (_label, who, message) => {
    const { order, carts: [cart] = [] } = await anOrder(1);
    if (!cart) throw new Error('a cart');
    const response = await assign({
      order_random_id: order.order_random_id,
      login_id: who(),
      carts: [{ cart_pid: cart.id, version: cart.version }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ login_id: message });
    expect(await cartRow(cart.id)).toMatchObject({
      assigned_login_id: OC_AGENT,
      version: cart.version,
    });
  });

  it('refuses an inactive agent', async () => {
    const gone = await seedStaff(t.db, {
      name: 'Gone Agent',
      role: 'CET,OC',
      is_active: false,
      password: null,
    });
    const { order, carts: [cart] = [] } = await anOrder(1);
    const response = await assign({
      order_random_id: order.order_random_id,
      login_id: gone.login_id,
      carts: [{ cart_pid: cart?.id, version: cart?.version }],
    });
    expect(response.json().fields).toEqual({ login_id: M.agentInactive('Gone Agent') });
  });

  it('refuses a cart of another order, and answers 404 for an unknown order', async () => {
    const { order } = await anOrder(1);
    const { carts: [other] = [] } = await anOrder(1);
    if (!other) throw new Error('a cart');
    const response = await assign({
      order_random_id: order.order_random_id,
      login_id: agent,
      carts: [{ cart_pid: other.id, version: other.version }],
    });
    expect(response.json().fields).toEqual({
      carts: M.cartNotInOrder(other.id, order.order_random_id),
    });
    const unknown = await assign({
      order_random_id: 'ZZZZZZZZ',
      login_id: agent,
      carts: [{ cart_pid: other.id, version: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([{}, { order_random_id: 'NEWORDER', login_id: 2, carts: [] }, { order_random_id: 'x' }])(
    'answers 400 to %j',
    async (body) => {
      expect((await assign(body)).statusCode).toBe(400);
    },
  );

  it.each([OC_AGENT, 25, 1])('is forbidden to login id %i', async (loginId) => {
    const response = await assign({ order_random_id: 'NEWORDER', login_id: 2, carts: [] }, loginId);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/get-query-concern-member/', () => {
  it('names the agent of each cart, their presence and pod leader; null when unassigned', async () => {
    const seeded = await seedOrder(t.db, {
      affiliate_id: 0,
      carts: [
        { status: 1, assigned_login_id: null },
        { status: 1, assigned_login_id: null },
      ],
    });
    const [first, second] = seeded.carts;
    if (!first || !second) throw new Error('two carts');
    await assign({
      order_random_id: seeded.order.order_random_id,
      login_id: agent,
      carts: [{ cart_pid: first.id, version: first.version }],
    });
    const [leader] = await t.db.select().from(staff).where(eq(staff.login_id, podLeader));
    const response = await call.get(
      `/api/get-query-concern-member/?order_id=${seeded.order.order_random_id}`,
      4,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      order_random_id: seeded.order.order_random_id,
      carts: [
        {
          cart_pid: first.id,
          item_name: first.item_name,
          orm_order_status: 1,
          status_label: 'New Order',
          member: {
            login_id: agent,
            name: 'Ishaan Bhat',
            email: `staff.${agent}@backoffice.test`,
            contact: expect.any(String),
            role: 'CET,OC',
            presence: 'offline',
            pod_leader: { login_id: podLeader, name: 'Gita Lead', contact: leader?.contact },
          },
        },
        {
          cart_pid: second.id,
          item_name: second.item_name,
          orm_order_status: 1,
          status_label: 'New Order',
          member: null,
        },
      ],
    });
  });

  it('answers 404 for an unknown order, 400 for a bad id, 403 to NPL', async () => {
    expect((await call.get('/api/get-query-concern-member/?order_id=ZZZZZZZZ', 4)).statusCode).toBe(
      404,
    );
    expect((await call.get('/api/get-query-concern-member/?order_id=bad', 4)).statusCode).toBe(400);
    expect((await call.get('/api/get-query-concern-member/', 4)).statusCode).toBe(400);
    expect(
      (await call.get('/api/get-query-concern-member/?order_id=NEWORDER', 19)).statusCode,
    ).toBe(403);
  });
});
