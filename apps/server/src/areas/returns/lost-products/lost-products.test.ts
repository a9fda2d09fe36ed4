import { lostProducts } from '@backoffice/db/schema';
import { seedReturn } from '@backoffice/db/seed';
import { STATUS } from '@backoffice/domain/orders';
import {
  LOST_PRODUCT_MESSAGES,
  RETURN_OPERATION_PATHS as P,
  indiaDay,
} from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CET = 4;
const LEADER = 6;
const DAY = 86_400_000;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const inTransit = () =>
  seedReturn(t.db, { status: STATUS.RETURN_DOCKET_PICKUP, now: t.clock.now() });

describe('lost-status-change/', () => {
  it('marks a returning product lost with its lost date', async () => {
    const r = await inTransit();
    const today = indiaDay(t.clock.now());
    const response = await call.post(P.lostStatusChange, LEADER, {
      request_id: r.request.id,
      version: r.request.version,
      lost_date: today,
      comments: 'Courier lost it in transit',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: LOST_PRODUCT_MESSAGES.marked,
      status: STATUS.LOST_PRODUCT,
    });
    const [lost] = await t.db
      .select()
      .from(lostProducts)
      .where(eq(lostProducts.cart_id, r.cart.id));
    expect(lost).toMatchObject({ lost_date: today, request_id: r.request.id });
  });

  it('refuses a lost date after today, a stale version, a step off the table and an agent', async () => {
    const r = await inTransit();
    const body = { request_id: r.request.id, version: r.request.version };
    const tomorrow = indiaDay(new Date(t.clock.now().getTime() + DAY));
    const future = await call.post(P.lostStatusChange, LEADER, { ...body, lost_date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ lost_date: LOST_PRODUCT_MESSAGES.lostDateAfterToday });
    const today = indiaDay(t.clock.now());
    const stale = await call.post(P.lostStatusChange, LEADER, {
      ...body,
      version: body.version + 1,
      lost_date: today,
    });
    expect(stale.statusCode).toBe(409);
    const agent = await call.post(P.lostStatusChange, CET, { ...body, lost_date: today });
    expect(agent.statusCode).toBe(403);
    const requested = await seedReturn(t.db, {
      status: STATUS.RETURN_REQUESTED,
      now: t.clock.now(),
    });
    const offTable = await call.post(P.lostStatusChange, LEADER, {
      request_id: requested.request.id,
      version: requested.request.version,
      lost_date: today,
    });
    expect(offTable.statusCode).toBe(400);
    const bad = await call.post(P.lostStatusChange, LEADER, { ...body, lost_date: 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('backoffice-create-lost-product-order', () => {
  it('sends a lost product again in a free order, once', async () => {
    const r = await inTransit();
    const marked = await call.post(P.lostStatusChange, LEADER, {
      request_id: r.request.id,
      version: r.request.version,
      lost_date: indiaDay(t.clock.now()),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const { version } = marked.json();
    const created = await call.post(P.createLostProductOrder, LEADER, {
      request_id: r.request.id,
      version,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(LOST_PRODUCT_MESSAGES.orderCreated);
    const [lost] = await t.db
      .select()
      .from(lostProducts)
      .where(eq(lostProducts.cart_id, r.cart.id));
    expect(lost?.new_order_id).not.toBeNull();
    const twice = await call.post(P.createLostProductOrder, LEADER, {
      request_id: r.request.id,
      version: version + 1,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(LOST_PRODUCT_MESSAGES.orderExists);
  });

  it('refuses a request that is not a lost product and an agent', async () => {
    const r = await inTransit();
    const body = { request_id: r.request.id, version: r.request.version };
    const notLost = await call.post(P.createLostProductOrder, LEADER, body);
    expect(notLost.statusCode).toBe(400);
    expect((await call.post(P.createLostProductOrder, CET, body)).statusCode).toBe(403);
  });
});
