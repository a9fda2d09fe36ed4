import {
  escalationCarts,
  escalations,
  escalationTickets,
  orderComments,
} from '@backoffice/db/schema';
import {
  seedEscalation,
  seedHelpdeskTicket,
  seedOrder,
  type SeededOrder,
} from '@backoffice/db/seed';
import { auditLog } from '@backoffice/db/schema';
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

const CREATE = '/api/create-escalation/';
const details = (orderRandomId: string) =>
  `/api/get-escalation-create-details/?order_random_id=${orderRandomId}`;

/** An order with a confirmed and a delivered cart, and optionally open tickets. */
async function anOrder(openTickets = 0): Promise<{ seeded: SeededOrder; tickets: number[] }> {
  const seeded = await seedOrder(t.db, { affiliate_id: 0, carts: [{ status: 2 }, { status: 21 }] });
  const tickets: number[] = [];
  for (let i = 0; i < openTickets; i++) {
    tickets.push((await seedHelpdeskTicket(t.db, seeded.order.id, { subject: `Ticket ${i}` })).id);
  }
  await seedHelpdeskTicket(t.db, seeded.order.id, { subject: 'Old one', status: 'closed' });
  return { seeded, tickets };
}

const cartIds = (seeded: SeededOrder) => seeded.carts.map((c) => c.id);

function bodyFor(seeded: SeededOrder, change: Record<string, unknown> = {}) {
  return {
    order_random_id: seeded.order.order_random_id,
    affiliate_id: seeded.order.affiliate_id,
    channel_id: 3,
    reason_id: 201,
    warehouse_id: 2,
    ticket_ids: [],
    cart_pids: [cartIds(seeded)[1]],
    ...change,
  };
}

/** What a refused call must leave as it was: the order's escalations, comments and audit. */
const stateOf = async (seeded: SeededOrder) => ({
  escalations: await t.db
    .select()
    .from(escalations)
    .where(eq(escalations.order_id, seeded.order.id)),
  comments: await t.db
    .select()
    .from(orderComments)
    .where(eq(orderComments.order_id, seeded.order.id)),
  audit: await t.db.select().from(auditLog).where(eq(auditLog.entity, 'escalation')),
});

describe('GET /api/get-escalation-create-details/', () => {
  it("answers the catalogues, the order's open tickets and its carts with their holders", async () => {
    const { seeded, tickets } = await anOrder(2);
    const held = await seedEscalation(t.db, seeded, { cart_ids: [cartIds(seeded)[0] ?? 0] });
    const response = await call.get(details(seeded.order.order_random_id.toLowerCase()), 4);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      order_random_id: seeded.order.order_random_id,
      affiliate_id: 0,
      channels: expect.arrayContaining([
        {
          channel_id: 3,
          channel_name: 'Social Media',
          channel_description: 'Public post or direct message on a social network',
        },
      ]),
      warehouses: expect.arrayContaining([
        { warehouse_id: 2, warehouse_name: 'Hoskote Warehouse', city: 'Hoskote' },
      ]),
      tickets: tickets.map((id, i) => ({ ticket_id: id, subject: `Ticket ${i}`, status: 'open' })),
      carts: [
        {
          cart_pid: cartIds(seeded)[0],
          orm_order_status: 2,
          status_label: 'Confirmed',
          open_escalation_id: held.id,
        },
        {
          cart_pid: cartIds(seeded)[1],
          orm_order_status: 21,
          status_label: 'Delivered',
          open_escalation_id: null,
        },
      ],
    });
    expect(body.reasons[0]).toEqual({
      id: 1,
      reason: 'Delivery Delay',
      sub_reasons: expect.arrayContaining([
        { reason_id: 101, sub_reason: 'Promised delivery date missed', needs_warehouse: true },
      ]),
    });
  });

  it('answers 404 to an unknown order, 400 to a bad id and 403 to a role that does not work orders', async () => {
    expect((await call.get(details('ZZZZZZZZ'), 4)).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Order not found',
    });
    expect((await call.get(details('nope'), 4)).json()).toMatchObject({
      code: 'VALIDATION',
      fields: { order_random_id: 'Invalid order id' },
    });
    expect((await call.get('/api/get-escalation-create-details/', 4)).statusCode).toBe(400);
    expect((await call.get(details('CONFIRMD'), 7)).statusCode).toBe(403);
  });
});

describe('POST /api/create-escalation/', () => {
  it('raises an Open escalation with its products and tickets, notes it on the order and audits it', async () => {
    const { seeded, tickets } = await anOrder(1);
    const response = await call.post(CREATE, 4, bodyFor(seeded, { ticket_ids: tickets }));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      success: true,
      message: 'Escalation Created!',
      escalation_id: expect.any(Number),
      version: 1,
    });
    const id = answer.escalation_id as number;
    const [row] = await t.db.select().from(escalations).where(eq(escalations.id, id));
    expect(row).toMatchObject({
      order_id: seeded.order.id,
      channel_id: 3,
      reason_id: 201,
      warehouse_id: 2,
      status: 1,
      created_by_login_id: 4,
      version: 1,
    });
    expect(
      await t.db.select().from(escalationCarts).where(eq(escalationCarts.escalation_id, id)),
    ).toEqual([{ escalation_id: id, cart_id: cartIds(seeded)[1] }]);
    expect(
      await t.db.select().from(escalationTickets).where(eq(escalationTickets.escalation_id, id)),
    ).toEqual([{ escalation_id: id, ticket_id: tickets[0] }]);
    const after = await stateOf(seeded);
    expect(after.comments.at(-1)).toMatchObject({
      comment: `Escalation ${id} raised via Social Media: Damaged or Wrong Product / Damaged in transit`,
      by_login_id: 4,
      cart_id: null,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'escalation'), eq(auditLog.entity_id, String(id))));
    expect(audit).toMatchObject({
      actor_login_id: 4,
      actor_role: 'CET',
      reason: 'Damaged or Wrong Product / Damaged in transit',
      changes: {
        escalation: {
          before: null,
          after: { channel_id: 3, reason_id: 201, cart_pids: [cartIds(seeded)[1]], status: 1 },
        },
      },
    });
  });

  it('takes no warehouse for a reason without one, and no ticket when the order has none', async () => {
    const { seeded } = await anOrder(0);
    const response = await call.post(
      CREATE,
      2,
      bodyFor(seeded, { reason_id: 701, warehouse_id: null, cart_pids: cartIds(seeded) }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(escalations)
      .where(eq(escalations.id, response.json().escalation_id));
    expect(row?.warehouse_id).toBeNull();
  });

  it.each<[string, number, Record<string, unknown>, Record<string, string>]>([
    [
      'no warehouse where the reason needs one',
      0,
      { warehouse_id: null },
      { warehouse_id: 'Required!' },
    ],
    [
      'a warehouse where the reason needs none',
      0,
      { reason_id: 701 },
      {
        warehouse_id: 'No warehouse is needed for this reason',
      },
    ],
    ['no ticket although the order has one', 1, { ticket_ids: [] }, { ticket_ids: 'Required!' }],
    [
      'a ticket that is not open on this order',
      0,
      { ticket_ids: [987_654] },
      {
        ticket_ids: 'Ticket 987654 is not an open ticket of this order',
      },
    ],
    [
      'a cart of another order',
      0,
      { cart_pids: [100_001] },
      {
        cart_pids: 'Cart 100001 is not a cart of this order',
      },
    ],
    [
      'another channel of sale than the order',
      0,
      { affiliate_id: 1 },
      {
        affiliate_id: 'affiliate_id is not the channel of this order',
      },
    ],
  ])('refuses %s, changing nothing', async (_name, openTickets, change, fields) => {
    const { seeded } = await anOrder(openTickets);
    const before = await stateOf(seeded);
    const response = await call.post(CREATE, 4, bodyFor(seeded, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    expect(await stateOf(seeded)).toEqual(before);
  });

  it('refuses a cart that an open escalation holds, and takes it once that one is resolved', async () => {
    const { seeded } = await anOrder(0);
    const cart = cartIds(seeded)[1] ?? 0;
    const held = await seedEscalation(t.db, seeded, { cart_ids: [cart] });
    const refused = await call.post(CREATE, 4, bodyFor(seeded));
    expect(refused.json()).toMatchObject({
      fields: { cart_pids: `Cart ${cart} is already in open escalation ${held.id}` },
    });
    await t.db.update(escalations).set({ status: 3 }).where(eq(escalations.id, held.id));
    expect((await call.post(CREATE, 4, bodyFor(seeded))).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no products', { cart_pids: [] }, { cart_pids: 'Please select atleast 1 product' }],
    ['no channel', { channel_id: undefined }, { channel_id: 'Required!' }],
    ['no reason', { reason_id: undefined }, { reason_id: 'Required!' }],
    ['a reason that is no sub-reason', { reason_id: 2 }, { reason_id: 'Select a valid reason' }],
    ['an unknown channel', { channel_id: 99 }, { channel_id: 'Select a valid channel' }],
    ['an unknown warehouse', { warehouse_id: 99 }, { warehouse_id: 'Select a valid warehouse' }],
  ])('answers 400 to %s', async (_name, change, fields) => {
    const { seeded } = await anOrder(0);
    const response = await call.post(CREATE, 4, bodyFor(seeded, change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
  });

  it('answers 404 to an unknown order and 400 to a body that is not an object', async () => {
    const { seeded } = await anOrder(0);
    const unknown = await call.post(CREATE, 4, bodyFor(seeded, { order_random_id: 'ZZZZZZZZ' }));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Order not found']);
    expect((await call.post(CREATE, 4, [1, 2])).statusCode).toBe(400);
  });

  it.each([
    [7, 'Finance'],
    [5, 'Coupon manager'],
    [13, 'Tech'],
    [15, 'Retail agent'],
  ])('is forbidden to login id %i (%s), whatever the body', async (loginId) => {
    const { seeded } = await anOrder(0);
    const before = await stateOf(seeded);
    expect((await call.post(CREATE, loginId, bodyFor(seeded))).statusCode).toBe(403);
    expect((await call.post(CREATE, loginId, {})).statusCode).toBe(403);
    expect(await stateOf(seeded)).toEqual(before);
  });
});
