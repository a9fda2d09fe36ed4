import {
  auditLog,
  callDispositions,
  orderComments,
  staff,
  staffStatusPeriods,
} from '@backoffice/db/schema';
import { BREAK_REASONS, DISPOSITION_TREE } from '@backoffice/db/seed';
import type { DispositionCategory } from '@backoffice/domain/calls/calls';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCallsTestApp,
  customerNumber,
  orderFor,
  placeAndFinish,
  type CallsTestApp,
} from './calls.test-support';

let app: CallsTestApp;
let tree: DispositionCategory[];
let reasons: { id: number; name: string }[];
beforeAll(async () => {
  app = await createCallsTestApp();
  tree = (await app.call.get('/api/crm-dispositions/', 4)).json().result;
  reasons = (await app.call.get('/api/break-reasons/', 4)).json().result;
});
afterAll(() => app.t.close());

/** The ids of a path of the tree, by names. */
function path(category: string, sub: string, third: string) {
  const c = tree.find((n) => n.name === category);
  const s = c?.sub_categories.find((n) => n.name === sub);
  const t = s?.third_categories.find((n) => n.name === third);
  if (!c || !s || !t) throw new Error(`no path ${category} / ${sub} / ${third}`);
  return { category: c.id, sub_category: s.id, third_category: t.id };
}
const statusOf = async (loginId: number) =>
  (await app.t.db.select().from(staff).where(eq(staff.login_id, loginId)))[0]?.status;

describe('GET /api/crm-dispositions/ and /api/break-reasons/', () => {
  it('answers the whole tree and the break reasons in display order', () => {
    expect(tree.map((c) => c.name)).toEqual(DISPOSITION_TREE.map(([name]) => name));
    expect(path('Delivery', 'Reschedule', 'Site Not Ready').third_category).toBeGreaterThan(0);
    expect(reasons.map((r) => r.name)).toEqual([...BREAK_REASONS]);
  });
});

describe('POST /api/crm-dispositions/', () => {
  it('records the disposition of a call about an order, shows it on the order and the call', async () => {
    const mobile = customerNumber(1);
    const { order, carts } = await orderFor(app.t, mobile);
    const [first, second] = carts;
    if (!first || !second) throw new Error('two carts expected');
    const callId = await placeAndFinish(app, 4, {
      customer_number: mobile,
      order_id: order.order_random_id,
      aff_id: 0,
    });
    const chosen = path('Delivery', 'Reschedule', 'Site Not Ready');
    const response = await app.call.post('/api/crm-dispositions/', 4, {
      ...chosen,
      disposition_id: chosen.third_category,
      cart_ids: [first.id, second.id],
      comments: ' Flat being painted, call after the 10th ',
      call_details: { call_id: callId },
      clicked_affiliate_id: 0,
      clicked_cart_id: first.id,
      source: 'CRM',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Disposition saved',
      status: 'working',
      disposition: {
        category: 'Delivery',
        sub_category: 'Reschedule',
        third_category: 'Site Not Ready',
        cart_ids: [first.id, second.id],
        comments: 'Flat being painted, call after the 10th',
        call_id: callId,
        order_id: order.order_random_id,
        break_reason: null,
        source: 'CRM',
        login_id: 4,
        role: 'CET',
      },
    });
    const [comment] = await app.t.db
      .select()
      .from(orderComments)
      .where(and(eq(orderComments.order_id, order.id), eq(orderComments.by_login_id, 4)));
    expect(comment).toMatchObject({
      cart_id: first.id,
      order_status: first.orm_order_status,
      comment: 'Flat being painted, call after the 10th',
      disposition: {
        category: 'Delivery',
        sub_category: 'Reschedule',
        third_category: 'Site Not Ready',
        call_detail_type: 'Answered',
      },
    });
    const comments = await app.call.get(`/api/comments/${order.order_random_id}/`, 4);
    expect(comments.json().results[0].call_disposition_details).toMatchObject({
      category: 'Delivery',
    });
    const calls = await app.call.get(`/api/calldetails/?order_id=${order.order_random_id}`, 4);
    expect(calls.json().results[0].disposition).toEqual({
      category: 'Delivery',
      sub_category: 'Reschedule',
      third_category: 'Site Not Ready',
    });
    const [audit] = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, order.order_random_id)));
    expect(audit).toMatchObject({
      actor_login_id: 4,
      reason: 'Flat being painted, call after the 10th',
    });
  });

  it('pauses after the call: Break with the reason, then back to Working with the toggle', async () => {
    const callId = await placeAndFinish(app, 2, { customer_number: customerNumber(8) });
    const lunch = reasons.find((r) => r.name === 'Lunch Break');
    const response = await app.call.post('/api/crm-dispositions/', 2, {
      ...path('Call Not Connected', 'No Answer', 'Ringing No Response'),
      call_details: { call_id: callId },
      break_reason: lunch?.id,
    });
    expect(response.json()).toMatchObject({
      message: 'Disposition saved. Going on Break!',
      status: 'break',
      disposition: { break_reason: 'Lunch Break', order_id: null, cart_ids: [] },
    });
    expect(await statusOf(2)).toBe('break');
    const [open] = await app.t.db
      .select()
      .from(staffStatusPeriods)
      .where(and(eq(staffStatusPeriods.login_id, 2), eq(staffStatusPeriods.status, 'break')));
    expect(open?.ended_at).toBeNull();
    const [switched] = await app.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, '2')));
    expect(switched?.reason).toBe('Going on Break: Lunch Break');

    const back = await app.call.post('/api/update-user-status/', 2, { action_type: 2 });
    expect(back.json()).toEqual({ success: true, status: 'working' });
    expect(await statusOf(2)).toBe('working');
  });

  it.each<[string, (ids: { cart: number; other: number }) => object, number, string, string]>([
    ['no category', () => ({ category: undefined }), 400, 'category', 'Category is Required!'],
    [
      'a sub category of another category',
      () => ({ sub_category: path('Complaint', 'Wrong Product', 'Wrong Size').sub_category }),
      400,
      'sub_category',
      'Select a valid disposition',
    ],
    [
      'no product of an order with records',
      ({ cart }) => ({ cart_ids: [], clicked_cart_id: cart }),
      400,
      'cart_ids',
      'Please select atleast 1 product',
    ],
    [
      'a product of another order',
      ({ cart, other }) => ({ cart_ids: [other], clicked_cart_id: cart }),
      400,
      'cart_ids',
      'Select products of this order',
    ],
    [
      'a cart of another channel',
      ({ cart }) => ({ cart_ids: [cart], clicked_cart_id: cart, clicked_affiliate_id: 3 }),
      404,
      'body',
      'Cart not found',
    ],
    [
      'a call of someone else',
      () => ({ call_details: { call_id: 'sandbox-not-mine' } }),
      400,
      'call_details.call_id',
      'Call not found',
    ],
    [
      'an unknown break reason',
      () => ({ break_reason: 999 }),
      400,
      'break_reason',
      'Select a valid break reason',
    ],
  ])('refuses %s and records nothing', async (_name, change, status, field, message) => {
    const { carts } = await orderFor(app.t, customerNumber(1));
    const { carts: others } = await orderFor(app.t, customerNumber(1));
    const cart = carts[0]?.id ?? 0;
    const other = others[0]?.id ?? 0;
    const before = await app.t.db.select().from(callDispositions);
    const response = await app.call.post('/api/crm-dispositions/', 4, {
      ...path('Product Query', 'Mattress', 'Firmness and Comfort'),
      clicked_affiliate_id: 0,
      ...change({ cart, other }),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(message);
    if (field !== 'body') expect(response.json().fields).toEqual({ [field]: message });
    expect(await app.t.db.select().from(callDispositions)).toHaveLength(before.length);
    expect(await statusOf(4)).toBe('working');
  });

  it('forbids pausing to roles without the Working/Break toggle', async () => {
    const response = await app.call.post('/api/crm-dispositions/', 6, {
      ...path('Product Query', 'Warranty', 'Warranty Terms'),
      break_reason: reasons[0]?.id,
    });
    expect(response.statusCode).toBe(403);
    const without = await app.call.post('/api/crm-dispositions/', 6, {
      ...path('Product Query', 'Warranty', 'Warranty Terms'),
    });
    expect(without.json()).toMatchObject({ success: true, status: 'working' });
  });
});
