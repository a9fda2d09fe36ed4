import {
  auditLog,
  carts,
  cartRequestedDates,
  idempotencyKeys,
  orderComments,
  outboxMessages,
  returnPickupEvents,
  returnPickups,
  returnRequests,
} from '@backoffice/db/schema';
import { seedReturn, type SeededReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import { RETURN_OPERATION_PATHS as P, indiaDay } from '@backoffice/domain/returns';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../../core/outbox/retry-policy';
import { createSandboxReversePickups } from '../../../integrations/courier/reverse-pickups.sandbox';
import type { PickupBooking, ReversePickups } from '../../../integrations/courier/reverse-pickups';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';
import { RETURN_PICKUP_CANCEL } from './courier-cancels';

// Demo accounts: 4 customer-experience agent, 6 Team Leader, 10 Operations.
const CET = 4;
const LEADER = 6;
const OPS = 10;
const DAY = 86_400_000;
const DOWN = 'Courier tracking is unavailable. Try again later.';

/** The sandbox courier, with a hook run inside each call before it answers (a test's probe). */
const sandbox = createSandboxReversePickups();
let during: (() => Promise<void>) | null = null;
const cancelled: PickupBooking[] = [];
const probed =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    if (during) await during();
    return call(...args);
  };
const courier: ReversePickups = {
  schedule: probed(sandbox.schedule),
  reschedule: probed(sandbox.reschedule),
  createDocket: probed(sandbox.createDocket),
  attempts: probed(sandbox.attempts),
  track: sandbox.track,
  async cancel(booking, now) {
    await sandbox.cancel(booking, now);
    cancelled.push({ courier: booking.courier, booking_id: booking.booking_id });
  },
};

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { reversePickups: courier } });
  call = callsAs(t);
});
afterEach(() => {
  sandbox.setDown(false);
  during = null;
});
afterAll(() => t.close());

const tomorrow = () => indiaDay(new Date(t.clock.now().getTime() + DAY));
const waitingReturn = () =>
  seedReturn(t.db, { status: STATUS.SCHEDULE_RETURN_PICKUP, now: t.clock.now() });

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'waited'>((r) => setTimeout(() => r('waited'), ms))]);

/** Whether the request's row can be locked at once: no use case holds it. */
const requestIsFree = (requestId: number) =>
  within(
    2_000,
    t.db.transaction(async (tx) => {
      await tx
        .select({ id: returnRequests.id })
        .from(returnRequests)
        .where(eq(returnRequests.id, requestId))
        .for('update', { noWait: true });
      return 'free' as const;
    }),
  );

/** What a refused or failed call must leave as it was. */
async function footprint(r: SeededReturn) {
  const [request] = await t.db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, r.request.id));
  const [cart] = await t.db.select().from(carts).where(eq(carts.id, r.cart.id));
  const tally = async (table: typeof returnPickups | typeof returnPickupEvents) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.cart_id, r.cart.id)))[0]?.n;
  const pickups = await t.db
    .select()
    .from(returnPickups)
    .where(eq(returnPickups.cart_id, r.cart.id));
  return {
    request_version: request?.version,
    status: cart?.orm_order_status,
    pickups: pickups.map((p) => [p.state, p.version, p.pickup_date, p.docket_number]),
    events: await tally(returnPickupEvents),
    rows: await tally(returnPickups),
    dates: (
      await t.db
        .select({ n: count() })
        .from(cartRequestedDates)
        .where(eq(cartRequestedDates.cart_id, r.cart.id))
    )[0]?.n,
    comments: (
      await t.db
        .select({ n: count() })
        .from(orderComments)
        .where(eq(orderComments.cart_id, r.cart.id))
    )[0]?.n,
    audits: (await t.db.select({ n: count() }).from(auditLog))[0]?.n,
  };
}

async function ok(path: string, loginId: number, body: object) {
  const response = await call.post(path, loginId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the courier is asked outside the request lock', () => {
  it('books, dockets and reads attempts while the request is free to lock', async () => {
    const r = await waitingReturn();
    const seen: string[] = [];
    during = async () => void seen.push(await requestIsFree(r.request.id));
    const date = tomorrow();
    const scheduled = await ok(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: date,
    });
    // The booking carries the pickup's id as its reference, kept by the second run.
    expect(scheduled.pickup.id).toBeGreaterThan(0);
    const [kept] = await t.db
      .select()
      .from(returnPickups)
      .where(eq(returnPickups.id, scheduled.pickup.id));
    expect(kept?.booking_id).toBe(`RPB-${scheduled.pickup.id}`);
    const docketed = await ok(P.createDocket, OPS, {
      request_id: r.request.id,
      version: scheduled.version,
      return_pickup_id: scheduled.pickup.id,
      warehouse_id: 1,
    });
    expect(docketed.pickup.docket_number).toBe(`RV${scheduled.pickup.id}-1`);
    await ok(P.refreshPickup, CET, { request_id: r.request.id, version: docketed.version });
    expect(seen).toEqual(['free', 'free', 'free']);
  });

  it('cancels a booking the second run did not keep (the request changed meanwhile: 409)', async () => {
    const r = await waitingReturn();
    during = async () => {
      during = null;
      await t.db
        .update(returnRequests)
        .set({ version: r.request.version + 1 })
        .where(eq(returnRequests.id, r.request.id));
    };
    const before = cancelled.length;
    const stale = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: tomorrow(),
    });
    expect(stale.statusCode).toBe(409);
    expect(
      await t.db.select().from(returnPickups).where(eq(returnPickups.cart_id, r.cart.id)),
    ).toEqual([]);
    expect(cancelled.slice(before)).toHaveLength(1);
    expect(cancelled.at(-1)?.booking_id).toMatch(/^RPB-\d+$/);
  });
});

describe('a courier that cannot answer', () => {
  it('fails scheduling, moving, docketing and refreshing with a 503, writing nothing', async () => {
    const r = await waitingReturn();
    const schedule = {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: tomorrow(),
    };
    const untouched = await footprint(r);
    sandbox.setDown(true);
    const keyed = {
      ...bearer(await t.tokenFor(CET)),
      'idempotency-key': `courier-down-${r.request.id}`,
    };
    const down = await t.app.inject({
      method: 'POST',
      url: P.changePickupDate,
      headers: keyed,
      payload: schedule,
    });
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(DOWN);
    expect(await footprint(r)).toEqual(untouched);
    // The key was not kept: the same submission runs once the courier is back.
    const claimed = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `courier-down-${r.request.id}`));
    expect(claimed).toEqual([]);
    sandbox.setDown(false);
    const retried = await t.app.inject({
      method: 'POST',
      url: P.changePickupDate,
      headers: keyed,
      payload: schedule,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const scheduled = retried.json();

    const booked = await footprint(r);
    sandbox.setDown(true);
    const ref = { request_id: r.request.id, version: scheduled.version };
    const refused = [
      await call.post(P.changePickupDate, CET, {
        ...ref,
        action: 'change',
        pickup_date: indiaDay(new Date(t.clock.now().getTime() + 3 * DAY)),
      }),
      await call.post(P.createDocket, OPS, {
        ...ref,
        return_pickup_id: scheduled.pickup.id,
        warehouse_id: 1,
      }),
    ];
    expect(refused.map((x) => [x.statusCode, x.json().message])).toEqual([
      [503, DOWN],
      [503, DOWN],
    ]);
    expect(await footprint(r)).toEqual(booked);

    sandbox.setDown(false);
    const docketed = await ok(P.createDocket, OPS, {
      ...ref,
      return_pickup_id: scheduled.pickup.id,
      warehouse_id: 1,
    });
    const docketedPrint = await footprint(r);
    sandbox.setDown(true);
    const refresh = await call.post(P.refreshPickup, CET, {
      request_id: r.request.id,
      version: docketed.version,
    });
    expect([refresh.statusCode, refresh.json().message]).toEqual([503, DOWN]);
    expect(await footprint(r)).toEqual(docketedPrint);
  });

  it('refuses before asking the courier: a refusal is a 400 even while it is down', async () => {
    const r = await seedReturn(t.db, { status: STATUS.RETURN_REQUESTED, now: t.clock.now() });
    sandbox.setDown(true);
    const offTable = await call.post(P.changePickupDate, CET, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: tomorrow(),
    });
    expect(offTable.statusCode).toBe(400);
  });

  it('still cancels a pickup here, and with the courier from the outbox once it is back', async () => {
    const r = await waitingReturn();
    const scheduled = await ok(P.changePickupDate, LEADER, {
      request_id: r.request.id,
      version: r.request.version,
      action: 'schedule',
      pickup_date: tomorrow(),
    });
    sandbox.setDown(true);
    const cancelledHere = await ok(P.cancelPickup, CET, {
      request_id: r.request.id,
      version: scheduled.version,
      comments: 'Customer travelling',
    });
    expect(cancelledHere).toMatchObject({
      status: STATUS.SCHEDULE_RETURN_PICKUP,
      pickup: { status: 'cancelled' },
    });
    const key = `return-pickup-cancel:${scheduled.pickup.id}`;
    const queued = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.dedupe_key, key)))[0];
    expect(await queued()).toMatchObject({
      kind: RETURN_PICKUP_CANCEL,
      status: 'pending',
      last_error: DOWN,
    });
    sandbox.setDown(false);
    t.clock.advance(retryDelayMs(1));
    await t.ctx.outbox.drain();
    expect(await queued()).toMatchObject({ status: 'sent' });
    expect(cancelled.at(-1)?.booking_id).toBe(`RPB-${scheduled.pickup.id}`);
  });
});
