import { indiaDay } from '@backoffice/domain/core/dates';
import { seedCallRecord } from '@backoffice/db/seed';
import { presetRange } from '@backoffice/domain/calls/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCountsToday } from './calls.queries';
import {
  contactOf,
  createCallsTestApp,
  customerNumber,
  orderFor,
  placeAndFinish,
  type CallsTestApp,
} from './calls.test-support';

let app: CallsTestApp;
beforeAll(async () => {
  app = await createCallsTestApp();
});
afterAll(() => app.t.close());

const numbersOf = (body: { results: { caller_number: string }[] }) =>
  body.results.map((r) => r.caller_number);

describe('GET /api/calldetails/ and /api/missed-calls/', () => {
  it("lists an agent's own calls and the unanswered inbound ones; a team leader sees all", async () => {
    const mine = customerNumber(1);
    const theirs = customerNumber(1);
    const inbound = customerNumber(4);
    await placeAndFinish(app, 4, { customer_number: mine });
    await placeAndFinish(app, 3, { customer_number: theirs });
    await seedCallRecord(app.t.db, {
      caller_type: 'customer',
      call_type: 'inbound',
      customer_number: inbound,
      call_state: 'not-answered',
      started_at: new Date(),
    });
    for (const number of [mine, theirs, inbound]) {
      const asAgent = await app.call.get(`/api/calldetails/?number=${number}`, 4);
      const asLeader = await app.call.get(`/api/calldetails/?number=%2B91${number}`, 6);
      expect(asLeader.statusCode).toBe(200);
      expect(numbersOf(asLeader.json())).toEqual([number]);
      expect(asAgent.statusCode).toBe(number === theirs ? 204 : 200);
    }
    const missed = await app.call.get(`/api/missed-calls/?cus_contact=${inbound}`, 4);
    expect(missed.json()).toMatchObject({
      count: 1,
      limit: 50,
      offset: 0,
      results: [
        {
          caller_number: inbound,
          Caller_Type: 'Customer',
          Call_Type: 'Inbound',
          Call_status: 'Not Answered',
          agent: null,
        },
      ],
    });
    expect((await app.call.get(`/api/missed-calls/?cus_contact=${mine}`, 4)).statusCode).toBe(204);
  });

  it("shows every agent's calls of an order, newest first, with the call record's fields", async () => {
    const mobile = customerNumber(2);
    const { order } = await orderFor(app.t, mobile);
    const about = { customer_number: mobile, order_id: order.order_random_id, aff_id: 0 };
    await placeAndFinish(app, 2, about);
    app.t.clock.advance(60_000);
    await placeAndFinish(app, 3, about);
    const response = await app.call.get(`/api/calldetails/?order_id=${order.order_random_id}`, 4);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { agent: { login_id: number } }) => r.agent.login_id)).toEqual([
      3, 2,
    ]);
    expect(body.results[0]).toMatchObject({
      caller_number: mobile,
      Agent_number: contactOf(3),
      call_date: indiaDay(app.t.clock.now()),
      call_time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      Call_status: 'Answered',
      caller_duration: 48,
      conversation_duration: 38,
      order_id: order.order_random_id,
      disposition: null,
    });
  });

  it('filters by type, dates and the least conversation, and pages', async () => {
    const mobile = customerNumber(5);
    await placeAndFinish(app, 2, { customer_number: mobile });
    await placeAndFinish(app, 2, { customer_number: mobile });
    const today = indiaDay(app.t.clock.now());
    const q = (extra: string) => app.call.get(`/api/calldetails/?number=${mobile}${extra}`, 2);
    expect((await q(`&start=${today}&end=${today}`)).json().count).toBe(2);
    expect((await q('&start=2001-01-01&end=2001-01-02')).statusCode).toBe(204);
    expect((await q('&call_type=outbound&duration=65')).json().count).toBe(2);
    expect((await q('&duration=66')).statusCode).toBe(204);
    expect((await q('&call_type=inbound')).statusCode).toBe(204);
    const page = (await q('&limit=1&offset=1')).json();
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(page.results).toHaveLength(1);
  });

  it.each([
    ['?start=2026-02-30', 'Dates must be written YYYY-MM-DD'],
    ['?start=2026-11-21&end=2026-11-01', 'End date must not be before the start date'],
    ['?number=12345', 'Enter a 10 digit number'],
    ['?call_type=missed', 'call_type must be inbound or outbound'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await app.call.get(`/api/calldetails/${query}`, 6);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([15, 16, 7, 14, 19, 23])('is forbidden to login id %i', async (loginId) => {
    expect((await app.call.get('/api/calldetails/', loginId)).statusCode).toBe(403);
    expect((await app.call.get('/api/missed-calls/', loginId)).statusCode).toBe(403);
    expect((await app.call.get('/api/calls-per-hour/', loginId)).statusCode).toBe(403);
  });
});

describe('GET /api/call-recordings/:id/', () => {
  it("plays an agent's own or an order's recording; 404 for others' and for none", async () => {
    const callId = await placeAndFinish(app, 3, { customer_number: customerNumber(0) });
    const shown = (await app.call.get(`/api/click-to-call/${callId}/`, 3)).json();
    const url = shown.call_recording_url as string;
    expect((await app.call.get(url, 3)).statusCode).toBe(200);
    expect((await app.call.get(url, 26)).statusCode).toBe(200);
    const refused = await app.call.get(url, 4);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Recording not found');
    const unanswered = await placeAndFinish(app, 3, { customer_number: customerNumber(9) });
    const id = (await app.call.get(`/api/click-to-call/${unanswered}/`, 3)).json().id;
    expect((await app.call.get(`/api/call-recordings/${id}/`, 3)).statusCode).toBe(404);
    expect((await app.call.get('/api/call-recordings/abc/', 3)).statusCode).toBe(400);
  });
});

describe('GET /api/calls-per-hour/ and callCountsToday', () => {
  it('counts calls and answered calls per India hour: the team for a leader, the own for an agent', async () => {
    const before = await callCountsToday(app.t.db, [25], app.t.clock.now());
    await placeAndFinish(app, 25, { customer_number: customerNumber(1) });
    await placeAndFinish(app, 25, { customer_number: customerNumber(8) });
    const after = await callCountsToday(app.t.db, [25, 999], app.t.clock.now());
    expect(after.get(25)).toEqual({
      calls: (before.get(25)?.calls ?? 0) + 2,
      answered: (before.get(25)?.answered ?? 0) + 1,
      dispositions: before.get(25)?.dispositions ?? 0,
    });
    expect(after.get(999)).toEqual({ calls: 0, answered: 0, dispositions: 0 });

    const own = (await app.call.get('/api/calls-per-hour/', 25)).json();
    expect(own).toMatchObject({
      date: indiaDay(app.t.clock.now()),
      scope: 'own',
      agent_login_id: 25,
    });
    expect(own.hours).toHaveLength(24);
    expect(own.totals.calls).toBe(after.get(25)?.calls);
    const team = (await app.call.get('/api/calls-per-hour/?agent_login_id=25', 6)).json();
    expect(team).toMatchObject({ scope: 'team', agent_login_id: 25, totals: own.totals });
    const everyone = (await app.call.get('/api/calls-per-hour/', 26)).json();
    expect(everyone.totals.calls).toBeGreaterThanOrEqual(own.totals.calls);
    expect(everyone.agent_login_id).toBeNull();
  });

  it('sums the hours of a range of days (the chart of the last 7 days)', async () => {
    const today = indiaDay(app.t.clock.now());
    const start = presetRange('Last 7 Days', today).start;
    const week = `/api/calls-per-hour/?start=${start}&date=${today}`;
    const before = (await app.call.get(week, 25)).json();
    const todayBefore = (await app.call.get('/api/calls-per-hour/', 25)).json();
    const threeDaysAgo = new Date(app.t.clock.now().getTime() - 3 * 86_400_000);
    await seedCallRecord(app.t.db, { agent_login_id: 25, started_at: threeDaysAgo });

    const after = (await app.call.get(week, 25)).json();
    expect(after).toMatchObject({ start, date: today, scope: 'own' });
    expect(after.hours).toHaveLength(24);
    expect(after.totals.calls).toBe(before.totals.calls + 1);
    expect(after.totals.answered).toBe(before.totals.answered + 1);
    expect((await app.call.get('/api/calls-per-hour/', 25)).json().totals).toEqual(
      todayBefore.totals,
    );
    const backwards = await app.call.get(`/api/calls-per-hour/?start=${today}&date=${start}`, 25);
    expect(backwards.json().error).toBe('End date must not be before the start date');
  });

  it("refuses an agent another agent's figures, and a bad day", async () => {
    expect((await app.call.get('/api/calls-per-hour/?agent_login_id=2', 4)).statusCode).toBe(403);
    expect((await app.call.get('/api/calls-per-hour/?agent_login_id=4', 4)).statusCode).toBe(200);
    const bad = await app.call.get('/api/calls-per-hour/?date=yesterday', 6);
    expect(bad.json().error).toBe('Dates must be written YYYY-MM-DD');
  });
});
