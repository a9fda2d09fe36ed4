import { randomUUID } from 'node:crypto';
import { retailSessions } from '@backoffice/db/schema';
import { RETAIL_CASH_PATHS as P } from '@backoffice/domain/retail/cash';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

// Demo store BLR-WHF-02: manager 29, agent 30; BLR-IND-01: agent 15.
const AGENT = 30;
const MANAGER = 29;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const sessionStarted = async (loginId: number) =>
  (await call.get('/api/user-details/', loginId)).json().user.is_session_started as boolean;

const openSessions = (loginId: number) =>
  t.db
    .select()
    .from(retailSessions)
    .where(and(eq(retailSessions.login_id, loginId), isNull(retailSessions.ended_at)));

/** One POST with a named Idempotency-Key, as a retried submission sends it. */
async function postWithKey(url: string, loginId: number, key: string, payload: object = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(await t.tokenFor(loginId)), 'idempotency-key': key },
    payload,
  });
}

describe('retail sessions', () => {
  it("starts and ends an agent's session, and the user details follow", async () => {
    expect(await sessionStarted(AGENT)).toBe(false);
    const started = await call.post(P.agentSessionStart, AGENT, {});
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ success: true, message: 'Success.' });
    expect(await sessionStarted(AGENT)).toBe(true);
    expect((await call.post(P.agentSessionStart, AGENT, {})).statusCode).toBe(400);

    const ended = await call.post(P.agentSessionEnd, AGENT, {});
    expect(ended.json()).toEqual({ success: true, message: 'Success.' });
    expect(await sessionStarted(AGENT)).toBe(false);
    expect(await openSessions(AGENT)).toEqual([]);
    expect((await call.post(P.agentSessionEnd, AGENT, {})).statusCode).toBe(400);
  });

  it('starts once per Idempotency-Key: a retried start answers the first answer', async () => {
    const key = `start-${randomUUID()}`;
    const first = await postWithKey(P.agentSessionStart, AGENT, key);
    const again = await postWithKey(P.agentSessionStart, AGENT, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await openSessions(AGENT)).toHaveLength(1);
    expect((await call.post(P.agentSessionEnd, AGENT, {})).statusCode).toBe(200);
  });

  it('asks for an Idempotency-Key on every start and end', async () => {
    for (const url of [P.agentSessionStart, P.agentSessionEnd]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(await t.tokenFor(AGENT)),
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("never lets an agent start or end a manager's day", async () => {
    const body = { amount: 0, action: 1 };
    expect((await call.post(P.managerSessionStart, AGENT, body)).statusCode).toBe(403);
    expect((await call.post(P.managerSessionEnd, AGENT, {})).statusCode).toBe(403);
    expect((await call.get(P.managerSession, AGENT)).statusCode).toBe(403);
  });

  it('starts the manager’s day with the banking cash at store, refuses a second start, and ends it', async () => {
    const dashboard = (await call.get(P.managerSession, MANAGER)).json().result;
    expect(dashboard.is_session_started).toBe(false);
    const till = dashboard.banking_cash_at_store as number;

    const wrong = await call.post(P.managerSessionStart, MANAGER, { amount: till + 1, action: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(await sessionStarted(MANAGER)).toBe(false);

    const started = await call.post(P.managerSessionStart, MANAGER, { amount: till, action: 1 });
    expect(started.json()).toEqual({ success: true, message: 'Success.' });
    expect((await call.get(P.managerSession, MANAGER)).json().result.is_session_started).toBe(true);
    expect(await sessionStarted(MANAGER)).toBe(true);
    const [session] = await openSessions(MANAGER);
    expect(session).toMatchObject({
      retail_store_id: 'BLR-WHF-02',
      opening_amount_paise: till * 100,
    });

    const twice = await call.post(P.managerSessionStart, MANAGER, { amount: till, action: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Your session is already started');

    const ended = await call.post(P.managerSessionEnd, MANAGER, {});
    expect(ended.json()).toEqual({ success: true, message: 'Success.' });
    expect(await sessionStarted(MANAGER)).toBe(false);
  });
});
