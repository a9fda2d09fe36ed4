import { auditLog, escalationCarts, escalations, orderComments } from '@backoffice/db/schema';
import { seedEscalation, seedOrder, type SeededOrder } from '@backoffice/db/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const SWITCH = '/api/switch-cart-escalation/';

/** An order of three carts with an Open escalation on the first. */
async function anEscalation() {
  const seeded = await seedOrder(t.db, { carts: [{ status: 2 }, { status: 2 }, { status: 21 }] });
  const [first, second, third] = seeded.carts.map((c) => c.id) as [number, number, number];
  const escalation = await seedEscalation(t.db, seeded, { cart_ids: [first] });
  return { seeded, escalation, first, second, third };
}

const stateOf = async (seeded: SeededOrder, escalationId: number) => ({
  escalation: (await t.db.select().from(escalations).where(eq(escalations.id, escalationId)))[0],
  carts: await t.db
    .select()
    .from(escalationCarts)
    .where(eq(escalationCarts.escalation_id, escalationId)),
  comments: await t.db
    .select()
    .from(orderComments)
    .where(eq(orderComments.order_id, seeded.order.id)),
  audit: await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'escalation'), eq(auditLog.entity_id, String(escalationId))))
    .orderBy(auditLog.id),
});

describe('POST /api/switch-cart-escalation/', () => {
  it('replaces the product, bumps the version, notes it on the order and audits it', async () => {
    const { seeded, escalation, first, second } = await anEscalation();
    const response = await call.post(SWITCH, 3, {
      escalation_id: escalation.id,
      version: escalation.version,
      cart_pid: first,
      new_cart_pid: second,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Updated Successfully!',
      escalation_id: escalation.id,
      version: escalation.version + 1,
    });
    const after = await stateOf(seeded, escalation.id);
    expect(after.escalation?.version).toBe(escalation.version + 1);
    expect(after.carts).toEqual([{ escalation_id: escalation.id, cart_id: second }]);
    const text = `Escalation ${escalation.id}: cart ${first} switched for cart ${second}`;
    expect(after.comments.at(-1)).toMatchObject({ comment: text, by_login_id: 3 });
    expect(after.audit.at(-1)).toMatchObject({
      actor_login_id: 3,
      changes: { cart_pids: { before: [first], after: [second] } },
      reason: text,
    });
  });

  it('answers 409 to a stale version, changing nothing', async () => {
    const { seeded, escalation, first, second } = await anEscalation();
    const before = await stateOf(seeded, escalation.id);
    const response = await call.post(SWITCH, 3, {
      escalation_id: escalation.id,
      version: escalation.version + 1,
      cart_pid: first,
      new_cart_pid: second,
    });
    expect([response.statusCode, response.json().code]).toEqual([409, 'STALE']);
    expect(await stateOf(seeded, escalation.id)).toEqual(before);
  });

  it.each<
    [string, (ids: { first: number; second: number; third: number }) => object, string, string]
  >([
    [
      'a cart not in the escalation',
      (c) => ({ cart_pid: c.second, new_cart_pid: c.third }),
      'cart_pid',
      'is not in this escalation',
    ],
    [
      'the same cart',
      (c) => ({ cart_pid: c.first, new_cart_pid: c.first }),
      'new_cart_pid',
      'is already in this escalation',
    ],
    [
      'a cart of another order',
      (c) => ({ cart_pid: c.first, new_cart_pid: 100_001 }),
      'new_cart_pid',
      'is not a cart of this order',
    ],
  ])('refuses %s, changing nothing', async (_name, pick, field, message) => {
    const { seeded, escalation, first, second, third } = await anEscalation();
    const before = await stateOf(seeded, escalation.id);
    const response = await call.post(SWITCH, 3, {
      escalation_id: escalation.id,
      version: escalation.version,
      ...pick({ first, second, third }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
    expect(await stateOf(seeded, escalation.id)).toEqual(before);
  });

  it('refuses a cart that another open escalation holds', async () => {
    const { seeded, escalation, first, second } = await anEscalation();
    const other = await seedEscalation(t.db, seeded, { cart_ids: [second] });
    const response = await call.post(SWITCH, 3, {
      escalation_id: escalation.id,
      version: escalation.version,
      cart_pid: first,
      new_cart_pid: second,
    });
    expect(response.json()).toMatchObject({
      fields: { new_cart_pid: `Cart ${second} is already in open escalation ${other.id}` },
    });
  });

  it.each([
    [3, 'Resolved'],
    [4, 'Closed'],
  ] as const)('refuses to switch the products of a %i (%s) escalation', async (status, label) => {
    const seeded = await seedOrder(t.db, { carts: [{ status: 21 }, { status: 21 }] });
    const [first, second] = seeded.carts.map((c) => c.id) as [number, number];
    const escalation = await seedEscalation(t.db, seeded, { cart_ids: [first], status });
    const response = await call.post(SWITCH, 3, {
      escalation_id: escalation.id,
      version: escalation.version,
      cart_pid: first,
      new_cart_pid: second,
    });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { escalation_id: `A ${label} escalation cannot switch its products` },
    });
  });

  it('answers 404 to an unknown escalation and 400 to bad input', async () => {
    const unknown = await call.post(SWITCH, 3, {
      escalation_id: 99_999_999,
      version: 1,
      cart_pid: 1,
      new_cart_pid: 2,
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Escalation not found']);
    const bad = await call.post(SWITCH, 3, { escalation_id: 1, version: 0, cart_pid: 'x' });
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        version: 'version must be a whole number of at least 1',
        cart_pid: 'cart_pid must be a positive whole number',
        new_cart_pid: 'Required!',
      },
    });
  });

  it.each([7, 14, 15, 19])('is forbidden to login id %i, changing nothing', async (loginId) => {
    const { seeded, escalation, first, second } = await anEscalation();
    const before = await stateOf(seeded, escalation.id);
    const response = await call.post(SWITCH, loginId, {
      escalation_id: escalation.id,
      version: escalation.version,
      cart_pid: first,
      new_cart_pid: second,
    });
    expect(response.statusCode).toBe(403);
    expect(await stateOf(seeded, escalation.id)).toEqual(before);
  });
});
