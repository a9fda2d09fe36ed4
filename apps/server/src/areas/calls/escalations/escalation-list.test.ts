import { escalations } from '@backoffice/db/schema';
import { KNOWN_ORDERS, seedEscalation, seedHelpdeskTicket, seedOrder } from '@backoffice/db/seed';
import { ESCALATION_STATUS_IDS } from '@backoffice/domain/calls/escalations';
import { count, eq } from 'drizzle-orm';
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

const LIST = '/api/helpdesk/get-all-escalations/';
const DETAILS = (id: number | string) => `/api/helpdesk/escalation-details/${id}/`;

describe('GET /api/helpdesk/get-all-escalations/', () => {
  it('answers the demo escalations newest first with the spec columns, 999 a page', async () => {
    const [total] = await t.db.select({ n: count() }).from(escalations);
    const response = await call.get(LIST, 4);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ count: total?.n, limit: 999, offset: 0 });
    expect(body.count).toBeGreaterThan(30);
    const times = body.results.map((r: { created_at: string }) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const delivered = body.results.find(
      (r: { order_random_id: string }) =>
        r.order_random_id === KNOWN_ORDERS.instructionsDue.order_random_id,
    );
    expect(delivered).toMatchObject({
      affiliate_id: 0,
      cart_details: [
        {
          cart_pid: expect.any(Number),
          item_name: expect.any(String),
          item_sku: expect.any(String),
        },
      ],
      channel: { channel_id: 3, channel_name: 'Social Media' },
      reason: {
        reason_id: 201,
        reason: 'Damaged or Wrong Product',
        sub_reason: 'Damaged in transit',
      },
      status: 2,
      status_label: 'In Progress',
      created_by: { login_id: 3, name: 'Rohan Mehta' },
    });
  });

  it('filters by status and by order, and pages', async () => {
    for (const status of ESCALATION_STATUS_IDS) {
      const body = (await call.get(`${LIST}?status=${status}`, 6)).json();
      expect(body.results.every((r: { status: number }) => r.status === status)).toBe(true);
    }
    const seeded = await seedOrder(t.db, { carts: [{ status: 2 }, { status: 2 }] });
    const [a, b] = seeded.carts.map((c) => c.id) as [number, number];
    await seedEscalation(t.db, seeded, { cart_ids: [a, b] });
    const mine = (
      await call.get(`${LIST}?order_random_id=${seeded.order.order_random_id}`, 4)
    ).json();
    expect(mine).toMatchObject({
      count: 1,
      results: [{ cart_details: [{ cart_pid: a }, { cart_pid: b }] }],
    });
    const second = (await call.get(`${LIST}?limit=1&offset=1`, 4)).json();
    expect(second).toMatchObject({ limit: 1, offset: 1 });
    expect(second.results).toHaveLength(1);
    const none = (await call.get(`${LIST}?order_random_id=ZZZZZZZZ`, 4)).json();
    expect(none).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['status=9', { status: 'Select a valid status' }],
    ['limit=1000', { limit: 'limit must be a whole number from 1 to 999' }],
    ['offset=-1', { offset: 'offset must be a whole number of at least 0' }],
    ['order_random_id=bad', { order_random_id: 'Invalid order id' }],
  ])('answers 400 to ?%s', async (query, fields) => {
    const response = await call.get(`${LIST}?${query}`, 4);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
  });

  it.each([7, 14, 15, 16, 17, 19, 21, 22, 23, 24])('is forbidden to login id %i', async (id) => {
    expect((await call.get(LIST, id)).statusCode).toBe(403);
  });

  it.each([1, 2, 5, 6, 13])('is open to login id %i', async (id) => {
    expect((await call.get(`${LIST}?limit=1`, id)).statusCode).toBe(200);
  });
});

describe('GET /api/helpdesk/escalation-details/:escalation_id/', () => {
  it('answers products, warehouse, tickets, switch choices and history', async () => {
    const seeded = await seedOrder(t.db, {
      carts: [{ status: 21 }, { status: 21 }, { status: 4 }],
    });
    const [first, second, third] = seeded.carts.map((c) => c.id) as [number, number, number];
    const ticket = await seedHelpdeskTicket(t.db, seeded.order.id, { subject: 'Torn fabric' });
    const escalation = await seedEscalation(t.db, seeded, {
      channel_id: 6,
      reason_id: 201,
      warehouse_id: 3,
      cart_ids: [first],
      ticket_ids: [ticket.id],
      created_by_login_id: 2,
    });
    await seedEscalation(t.db, seeded, { cart_ids: [third] });
    const response = await call.get(DETAILS(escalation.id), 4);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      escalation_id: escalation.id,
      order_random_id: seeded.order.order_random_id,
      version: 1,
      status: 1,
      status_label: 'Open',
      channel: { channel_id: 6, channel_name: 'Legal Notice' },
      reason: { reason_id: 201, sub_reason: 'Damaged in transit' },
      warehouse: { warehouse_id: 3, warehouse_name: 'Gurugram Warehouse', city: 'Gurugram' },
      cart_details: [{ cart_pid: first, status_label: 'Delivered' }],
      tickets: [
        { ticket_id: ticket.id, subject: 'Torn fabric', status: 'open', status_label: 'Open' },
      ],
      // The third cart is held by another open escalation: only the second may come in.
      switchable_carts: [{ cart_pid: second }],
      created_by: { login_id: 2, name: 'Priya Nair' },
      history: [
        {
          actor_name: 'Priya Nair',
          actor_role: 'CET,OC',
          changes: { escalation: { before: null, after: { cart_pids: [first], status: 1 } } },
        },
      ],
    });
  });

  it('offers no switch once the escalation is resolved', async () => {
    const seeded = await seedOrder(t.db, { carts: [{ status: 21 }, { status: 21 }] });
    const escalation = await seedEscalation(t.db, seeded, { status: 3 });
    const body = (await call.get(DETAILS(escalation.id), 4)).json();
    expect(body).toMatchObject({ status: 3, status_label: 'Resolved', switchable_carts: [] });
    expect(body.history.map((h: { changes: object }) => Object.keys(h.changes))).toEqual([
      ['status'],
      ['escalation'],
    ]);
  });

  it('answers 404 to an unknown escalation, 400 to a bad id, 403 to a barred role', async () => {
    expect((await call.get(DETAILS(99_999_999), 4)).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Escalation not found',
    });
    expect((await call.get(DETAILS('abc'), 4)).json()).toMatchObject({
      code: 'VALIDATION',
      fields: { escalation_id: 'escalation_id must be a positive whole number' },
    });
    const [any] = await t.db
      .select({ id: escalations.id })
      .from(escalations)
      .where(eq(escalations.status, 1))
      .limit(1);
    expect((await call.get(DETAILS(any?.id ?? 1), 7)).statusCode).toBe(403);
  });
});
