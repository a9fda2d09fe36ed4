import { carts } from '@backoffice/db/schema';
import { seedOrder, seedStaff } from '@backoffice/db/seed';
import { TEAM_MESSAGES as M } from '@backoffice/domain/calls/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
let agent: number;
const TEAM_LEADER = 6;
const OC_AGENT = 2;

beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  agent = (await seedStaff(t.db, { name: 'Kavya Pillai', role: 'CET,OC', password: null }))
    .login_id;
});
afterAll(() => t.close());

const aCart = async () => {
  const { carts: seeded } = await seedOrder(t.db, {
    affiliate_id: 0,
    carts: [{ status: 1, assigned_login_id: OC_AGENT }],
  });
  const [cart] = seeded;
  if (!cart) throw new Error('one cart');
  return cart;
};
const cartRow = async (id: number) => (await t.db.select().from(carts).where(eq(carts.id, id)))[0];
const bulkAssign = (body: unknown, by = TEAM_LEADER) =>
  call.post('/api/orders/bulk-assign/', by, body);

describe('POST /api/orders/bulk-assign/', () => {
  it('gives carts of different orders to an agent, each on its own, reporting the refused', async () => {
    const [first, second, stale, mine] = [
      await aCart(),
      await aCart(),
      await aCart(),
      await aCart(),
    ];
    await bulkAssign({ login_id: agent, carts: [{ cart_pid: mine.id, version: mine.version }] });
    const response = await bulkAssign({
      login_id: agent,
      comment: 'Weekend cover',
      carts: [
        { cart_pid: first.id, version: first.version },
        { cart_pid: stale.id, version: stale.version + 3 },
        { cart_pid: second.id, version: second.version },
        { cart_pid: mine.id, version: mine.version + 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      succeeded: 2,
      failed: 2,
      results: [
        { cart_pid: first.id, success: true, message: M.assigned('Kavya Pillai') },
        {
          cart_pid: stale.id,
          success: false,
          message: 'This record was changed by someone else. Reload and try again.',
        },
        { cart_pid: second.id, success: true, message: M.assigned('Kavya Pillai') },
        { cart_pid: mine.id, success: false, message: M.alreadyAssigned('Kavya Pillai') },
      ],
    });
    expect(await cartRow(first.id)).toMatchObject({ assigned_login_id: agent });
    expect(await cartRow(second.id)).toMatchObject({ assigned_login_id: agent });
    expect(await cartRow(stale.id)).toMatchObject({ assigned_login_id: OC_AGENT });
    expect((await auditOf(t, 'cart', first.id)).at(-1)).toMatchObject({
      actor_login_id: TEAM_LEADER,
      reason: `${M.assigned('Kavya Pillai')}: Weekend cover`,
    });
  });

  it('refuses an unknown agent before any cart, and callers who may not assign', async () => {
    const cart = await aCart();
    const body = { login_id: 999_999, carts: [{ cart_pid: cart.id, version: cart.version }] };
    const unknown = await bulkAssign(body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ login_id: M.invalidAgent });
    const byAgent = await bulkAssign({ ...body, login_id: agent }, OC_AGENT);
    expect(byAgent.statusCode).toBe(403);
    expect(await cartRow(cart.id)).toMatchObject({ assigned_login_id: OC_AGENT });
  });
});
