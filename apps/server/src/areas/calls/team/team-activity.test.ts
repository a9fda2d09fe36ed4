import { seedCallDisposition, seedCallRecord, seedStaff } from '@backoffice/db/seed';
import { crmDispositionCategories, sessions, staffStatusPeriods } from '@backoffice/db/schema';
import { TEAM_MESSAGES as M } from '@backoffice/domain/calls/team';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
const TEAM_LEADER = 6;
// Members of this file only, found by the search "zed".
let working: number;
let onBreak: number;
let neverIn: number;
let lapsed: number;

beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
  const agent = (name: string, role: string) =>
    seedStaff(t.db, { name, role, password: null }).then((s) => s.login_id);
  working = await agent('Zed Working', 'CET,OC');
  onBreak = await agent('Zed Sales', 'SALES');
  neverIn = await agent('Zed Never', 'CET');
  lapsed = await agent('Zed Lapsed', 'CET,RT');
  await t.tokenFor(working, 'cet');
  const salesToken = await t.tokenFor(onBreak, 'sales');
  t.clock.advance(60_000);
  await t.app.inject({
    method: 'POST',
    url: '/api/update-user-status/',
    headers: bearer(salesToken),
    payload: { action_type: 1 },
  });
  // A session nobody used for longer than the idle time: its open period is not "Working".
  await t.tokenFor(lapsed, 'cet');
  await t.db
    .update(sessions)
    .set({ last_seen_at: new Date(t.clock.now().getTime() - 24 * 3_600_000) })
    .where(eq(sessions.login_id, lapsed));
});
afterAll(() => t.close());

type Row = { login_id: number; presence: string; since: string | null; name: string };
const board = async (query: string) => {
  const response = await call.get(`/api/get-members-activity/?search=zed&${query}`, TEAM_LEADER);
  expect(response.statusCode).toBe(200);
  return response.json() as { summary: Record<string, number>; count: number; results: Row[] };
};

describe('GET /api/get-members-activity/', () => {
  it('tells who is Working, on Break or offline now, and since when', async () => {
    const body = await board('');
    expect(body.summary).toEqual({ working: 1, break: 1, offline: 2 });
    expect(body.count).toBe(4);
    const byId = new Map(body.results.map((r) => [r.login_id, r]));
    expect(byId.get(working)).toMatchObject({ presence: 'working', name: 'Zed Working' });
    expect(byId.get(onBreak)).toMatchObject({
      presence: 'break',
      since: t.clock.now().toISOString(),
    });
    expect(byId.get(neverIn)).toMatchObject({ presence: 'offline', since: null });
    expect(byId.get(lapsed)?.presence).toBe('offline');
    expect(byId.get(lapsed)?.since).not.toBeNull();
  });

  it('splits the CET family from Sales', async () => {
    const cet = await board('team=cet');
    expect(cet.results.map((r) => r.login_id)).toEqual([working, neverIn, lapsed]);
    const sales = await board('team=sales');
    expect(sales.results.map((r) => r.login_id)).toEqual([onBreak]);
    expect(sales.summary).toEqual({ working: 0, break: 1, offline: 0 });
  });

  it("counts a day's calls, dispositions and Working and Break time", async () => {
    const ist = (time: string) => new Date(`2024-01-10T${time}:00+05:30`);
    await t.db.insert(staffStatusPeriods).values([
      { login_id: neverIn, status: 'working', started_at: ist('09:00'), ended_at: ist('11:00') },
      { login_id: neverIn, status: 'break', started_at: ist('11:00'), ended_at: ist('11:15') },
      { login_id: neverIn, status: 'working', started_at: ist('11:15'), ended_at: ist('13:00') },
    ]);
    const first = await seedCallRecord(t.db, { agent_login_id: neverIn, started_at: ist('09:30') });
    await seedCallRecord(t.db, { agent_login_id: neverIn, started_at: ist('12:00') });
    await seedCallRecord(t.db, { agent_login_id: neverIn, started_at: ist('00:00') });
    // A minute before India midnight: the day before.
    await seedCallRecord(t.db, {
      agent_login_id: neverIn,
      started_at: new Date('2024-01-09T18:29:00Z'),
    });
    const [category, sub, third] = await t.db
      .select({ id: crmDispositionCategories.id })
      .from(crmDispositionCategories)
      .orderBy(asc(crmDispositionCategories.level))
      .limit(3);
    await seedCallDisposition(t.db, {
      call_record_id: first.id,
      category_id: category?.id ?? 0,
      sub_category_id: sub?.id ?? 0,
      third_category_id: third?.id ?? 0,
      login_id: neverIn,
      role: 'CET',
      created_at: ist('09:40'),
    });

    const body = await board('date=2024-01-10');
    expect(body.results.find((r) => r.login_id === neverIn)).toEqual({
      login_id: neverIn,
      name: 'Zed Never',
      role: 'CET',
      presence: 'offline',
      since: ist('13:00').toISOString(),
      calls: 3,
      dispositions: 1,
      working_seconds: 13_500,
      break_seconds: 15 * 60,
      first_start: ist('09:00').toISOString(),
    });
    expect(
      (await board('date=2024-01-11')).results.find((r) => r.login_id === neverIn),
    ).toMatchObject({
      calls: 0,
      dispositions: 0,
      working_seconds: 0,
      first_start: null,
    });
  });

  it.each([
    ['team=ops', 'team', M.invalidTeam],
    ['date=2024-02-30', 'date', M.invalidDate],
    ['limit=0', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('answers 400 to ?%s', async (query, field, message) => {
    const response = await call.get(`/api/get-members-activity/?${query}`, TEAM_LEADER);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it.each([2, 25, 1])('is forbidden to login id %i', async (loginId) => {
    expect((await call.get('/api/get-members-activity/', loginId)).statusCode).toBe(403);
  });
});

describe('GET /api/get-members-activity/:login_id/', () => {
  it("lists a member's periods of one day, newest first, with the day's totals", async () => {
    const response = await call.get(
      `/api/get-members-activity/${neverIn}/?date=2024-01-10`,
      TEAM_LEADER,
    );
    expect(response.statusCode).toBe(200);
    const ist = (time: string) => new Date(`2024-01-10T${time}:00+05:30`).toISOString();
    expect(response.json()).toEqual({
      login_id: neverIn,
      name: 'Zed Never',
      date: '2024-01-10',
      presence: 'offline',
      working: [
        { start: ist('11:15'), end: ist('13:00') },
        { start: ist('09:00'), end: ist('11:00') },
      ],
      break: [{ start: ist('11:00'), end: ist('11:15') }],
      working_seconds: 13_500,
      break_seconds: 900,
    });
  });

  it("shows today's open period by default", async () => {
    const response = await call.get(`/api/get-members-activity/${onBreak}/`, TEAM_LEADER);
    expect(response.json()).toMatchObject({
      presence: 'break',
      break: [{ start: t.clock.now().toISOString(), end: null }],
    });
  });

  it('answers 404 for an unknown member, 400 for a bad id or date, 403 to agents', async () => {
    expect((await call.get('/api/get-members-activity/9999/', TEAM_LEADER)).statusCode).toBe(404);
    expect((await call.get('/api/get-members-activity/abc/', TEAM_LEADER)).statusCode).toBe(400);
    expect(
      (await call.get('/api/get-members-activity/2/?date=yesterday', TEAM_LEADER)).statusCode,
    ).toBe(400);
    expect((await call.get('/api/get-members-activity/2/', 2)).statusCode).toBe(403);
  });
});
