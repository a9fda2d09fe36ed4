import { cartRequestedDates, cartStatusCounts, carts, orderAddresses } from '@backoffice/db/schema';
import { seedReturn, type SeededReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { PICKUP_MESSAGES, RETURN_OPERATION_PATHS as P, indiaDay } from '@backoffice/domain/returns';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { SANDBOX_NOT_AT_HOME_DIGIT } from '../../../integrations/courier/reverse-pickups.sandbox';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

// Demo accounts: 4 customer-experience agent, 6 Team Leader, 7 Finance, 10 Operations.
const CET = 4;
const LEADER = 6;
const FINANCE = 7;
const OPS = 10;
const DAY = 86_400_000;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

/** The India day `n` days after the test clock's, YYYY-MM-DD. */
const dayAfter = (n: number) => indiaDay(new Date(t.clock.now().getTime() + n * DAY));

/** Moves the test clock to noon (India) of a day: the booked date has come for the courier. */
function moveTo(day: string) {
  const target = new Date(`${day}T06:30:00Z`).getTime();
  t.clock.advance(Math.max(0, target - t.clock.now().getTime()));
}

const waitingReturn = () =>
  seedReturn(t.db, { status: STATUS.SCHEDULE_RETURN_PICKUP, now: t.clock.now() });

/** A waiting return whose customer the sandbox courier does not find at home the first time. */
async function notAtHomeReturn() {
  const r = await waitingReturn();
  await t.db
    .update(orderAddresses)
    .set({ mobile_number: `987654321${SANDBOX_NOT_AT_HOME_DIGIT}` })
    .where(eq(orderAddresses.order_id, r.order.id));
  return r;
}

/** Posts a step and answers the parsed body after checking its status code. */
async function step(path: string, loginId: number, body: object, expected = 200) {
  const response = await call.post(path, loginId, body);
  expect(response.statusCode, response.body).toBe(expected);
  return response.json();
}

const cartStatus = async (r: SeededReturn) => {
  const [cart] = await t.db.select().from(carts).where(eq(carts.id, r.cart.id));
  return cart?.orm_order_status;
};

/** The tab counts agree with the carts (the counts moved with every step). */
async function countsAgree() {
  const counted = await t.db
    .select({
      affiliate_id: cartStatusCounts.affiliate_id,
      status: cartStatusCounts.orm_order_status,
      agent: cartStatusCounts.assigned_login_id,
      count: cartStatusCounts.count,
    })
    .from(cartStatusCounts)
    .where(sql`${cartStatusCounts.count} > 0`)
    .orderBy(sql`1, 2, 3`);
  const grouped = await t.db
    .select({
      affiliate_id: carts.affiliate_id,
      status: carts.orm_order_status,
      agent: sql<number>`coalesce(${carts.assigned_login_id}, 0)`,
      count: sql<number>`count(*)::integer`,
    })
    .from(carts)
    .groupBy(sql`1, 2, 3`)
    .orderBy(sql`1, 2, 3`);
  expect(counted).toEqual(grouped);
}

describe('a return from pickup to inward scan (sandbox courier)', () => {
  it('is scheduled, docketed, picked up, received and scanned in', async () => {
    const r = await waitingReturn();
    const date = dayAfter(1);
    const scheduled = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: date,
      comments: 'Customer home after 10',
    });
    expect(scheduled).toMatchObject({
      message: 'Pickup scheduled!',
      status: STATUS.RETURN_PICKUP_CREATED,
      pickup: { pickup_date: date, status: 'booked' },
    });
    const reverse = await t.db
      .select()
      .from(cartRequestedDates)
      .where(
        and(eq(cartRequestedDates.cart_id, r.cart.id), eq(cartRequestedDates.is_forward, false)),
      );
    expect(reverse.map((d) => d.new_requested_date)).toContain(date);

    const form = (await call.get(`${P.labelForm}?cart_pid=${r.cart.id}`, OPS)).json();
    expect(form.warehouses.length).toBeGreaterThan(0);
    const docketed = await step(P.createDocket, OPS, {
      request_id: r.request.id,
      version: scheduled.version,
      return_pickup_id: scheduled.pickup.id,
      warehouse_id: form.warehouses[0].id,
    });
    expect(docketed.status).toBe(STATUS.RETURN_PICKUP_DOCKETED);
    expect(docketed.pickup.docket_number).toMatch(/^RV\d+-1$/);

    moveTo(date);
    const collected = await step(P.refreshPickup, CET, {
      request_id: r.request.id,
      version: docketed.version,
    });
    expect(collected).toMatchObject({
      status: STATUS.RETURN_DOCKET_PICKUP,
      pickup: { status: 'picked_up' },
    });
    const attempts = (await call.get(`${P.pickupAttempts}?cart_pid=${r.cart.id}`, CET)).json();
    expect(attempts.results).toMatchObject([
      { pickup_status: 'Picked Up', pending_reason_text: null },
    ]);

    t.clock.advance(2 * DAY);
    const tracked = (await call.get(`${P.trackReturnDocket}?cart_pid=${r.cart.id}`, CET)).json();
    expect(tracked.tracking.Scans[0].ScanDescription).toBe('Delivered to warehouse');

    const reached = await step(P.reachedWarehouse, OPS, {
      request_id: r.request.id,
      version: collected.version,
    });
    expect(reached.status).toBe(STATUS.RETURN_REACHED_TO_WAREHOUSE);
    const scanned = await step(P.inwardScan, OPS, {
      request_id: r.request.id,
      version: reached.version,
      comments: 'Box intact',
    });
    expect(scanned).toMatchObject({ message: 'Inward Scanned!', status: STATUS.INWARD_SCANNED });
    expect(await cartStatus(r)).toBe(STATUS.INWARD_SCANNED);

    const tat = (await call.get(`${P.returnTat}?cart_pid=${r.cart.id}`, CET)).json();
    expect(tat.steps.map((s: { status: number }) => s.status)).toEqual(
      expect.arrayContaining([
        STATUS.RETURN_PICKUP_CREATED,
        STATUS.RETURN_PICKUP_DOCKETED,
        STATUS.RETURN_DOCKET_PICKUP,
        STATUS.RETURN_REACHED_TO_WAREHOUSE,
        STATUS.INWARD_SCANNED,
      ]),
    );
    const history = (await call.get(`${P.pickupHistory}?cart_pid=${r.cart.id}`, CET)).json();
    expect(history.results.map((h: { pickup_status: string }) => h.pickup_status)).toEqual([
      'Picked Up',
      'Docket Created',
      'Pickup Scheduled',
    ]);
    await countsAgree();
  });

  it('fails a not-at-home visit, refuses a change after it, and picks up after a reschedule', async () => {
    const r = await notAtHomeReturn();
    const scheduled = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: dayAfter(1),
    });
    const docketed = await step(P.createDocket, OPS, {
      request_id: r.request.id,
      version: scheduled.version,
      return_pickup_id: scheduled.pickup.id,
      warehouse_id: 1,
    });
    const attempted = await step(P.refreshPickup, CET, {
      request_id: r.request.id,
      version: docketed.version,
    });
    expect(attempted.status).toBe(STATUS.RETURN_PICKUP_DOCKETED);
    const later = dayAfter(2);
    const change = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: attempted.version,
      action: 'change',
      pickup_date: later,
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe(PICKUP_MESSAGES.attemptedAlready);
    const rescheduled = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: attempted.version,
      action: 'reschedule',
      pickup_date: later,
    });
    expect(rescheduled.message).toBe('Return Pickup Rescheduled!');
    const early = await step(P.refreshPickup, CET, {
      request_id: r.request.id,
      version: rescheduled.version,
    });
    expect(early.status).toBe(STATUS.RETURN_PICKUP_DOCKETED);
    moveTo(later);
    const collected = await step(P.refreshPickup, CET, {
      request_id: r.request.id,
      version: early.version,
    });
    expect(collected.status).toBe(STATUS.RETURN_DOCKET_PICKUP);
    const attempts = (await call.get(`${P.pickupAttempts}?cart_pid=${r.cart.id}`, CET)).json();
    expect(attempts.results).toMatchObject([
      { pickup_status: 'Picked Up' },
      { pickup_status: 'Pickup Attempted', pending_reason_text: 'Customer not available' },
    ]);
    await countsAgree();
  });
});

describe('change-pickup-date/ rules', () => {
  it('changes a booked date, then refuses the same date and a date before today', async () => {
    const r = await waitingReturn();
    const first = dayAfter(1);
    const scheduled = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: first,
    });
    const later = dayAfter(3);
    const changed = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: scheduled.version,
      action: 'change',
      pickup_date: later,
    });
    expect(changed).toMatchObject({
      message: 'Pickup Changed Successfully!',
      pickup: { pickup_date: later },
    });
    const same = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: changed.version,
      action: 'change',
      pickup_date: later,
    });
    expect(same.statusCode).toBe(400);
    const past = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: changed.version,
      action: 'change',
      pickup_date: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ pickup_date: PICKUP_MESSAGES.dateBeforeToday });
    const again = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: changed.version,
      action: 'schedule',
      pickup_date: later,
    });
    expect(again.json().message).toBe(PICKUP_MESSAGES.alreadyBooked);
    const reschedule = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: changed.version,
      action: 'reschedule',
      pickup_date: first,
    });
    expect(reschedule.json().message).toBe(PICKUP_MESSAGES.notAttempted);
  });

  it('answers 409 to a stale version and replays a submission with the same key', async () => {
    const r = await waitingReturn();
    const body = {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: dayAfter(1),
    };
    const headers = {
      ...bearer(await t.tokenFor(CET)),
      'idempotency-key': `pickup-${r.request.id}`,
    };
    const send = () =>
      t.app.inject({ method: 'POST', url: P.changePickupDate, headers, payload: body });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const stale = await call.post(P.changePickupDate, CET, body);
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad input, a missing Idempotency-Key and roles without the step', async () => {
    const r = await waitingReturn();
    const bad = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
    });
    expect(bad.statusCode).toBe(400);
    const unkeyed = await t.app.inject({
      method: 'POST',
      url: P.changePickupDate,
      headers: bearer(await t.tokenFor(CET)),
      payload: {
        request_id: r.request.id,
        version: r.request.version,
        action: 'schedule',
        pickup_date: dayAfter(1),
      },
    });
    expect(unkeyed.statusCode).toBe(400);
    const finance = await call.post(P.changePickupDate, FINANCE, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: dayAfter(1),
    });
    expect(finance.statusCode).toBe(403);
    const docketByAgent = await call.post(P.createDocket, CET, {
      request_id: r.request.id,
      version: r.request.version,
      return_pickup_id: 1,
      warehouse_id: 1,
    });
    expect(docketByAgent.statusCode).toBe(403);
    const unknown = await call.post(P.changePickupDate, CET, {
      request_id: 2_000_000_000,
      version: 1,
      action: 'schedule',
      pickup_date: dayAfter(1),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a booked pickup back to Schedule Return Pickup and keeps it in the log', async () => {
    const r = await waitingReturn();
    const scheduled = await step(P.changePickupDate, LEADER, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: dayAfter(1),
    });
    const noReason = await call.post(P.cancelPickup, CET, {
      request_id: r.request.id,
      version: scheduled.version,
    });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await step(P.cancelPickup, CET, {
      request_id: r.request.id,
      version: scheduled.version,
      comments: 'Customer travelling',
    });
    expect(cancelled).toMatchObject({
      status: STATUS.SCHEDULE_RETURN_PICKUP,
      pickup: { status: 'cancelled' },
    });
    const history = (await call.get(`${P.pickupHistory}?cart_pid=${r.cart.id}`, CET)).json();
    expect(history.results[0]).toMatchObject({
      pickup_status: 'Pickup Cancelled',
      pending_reason_text: 'Customer travelling',
    });
    const rebooked = await step(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: cancelled.version,
      action: 'schedule',
      pickup_date: dayAfter(1),
    });
    expect(rebooked.status).toBe(STATUS.RETURN_PICKUP_CREATED);
    await countsAgree();
  });

  it('answers an empty pickup log for a cart without pickups', async () => {
    const r = await seedReturn(t.db, { status: STATUS.RETURN_REQUESTED, now: t.clock.now() });
    const history = await call.get(`${P.pickupHistory}?cart_pid=${r.cart.id}`, CET);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({ results: [] });
    const bad = await call.get(`${P.pickupHistory}?cart_pid=abc`, CET);
    expect(bad.statusCode).toBe(400);
  });
});
