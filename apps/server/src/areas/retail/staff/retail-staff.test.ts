import { verifyPassword } from '@backoffice/db';
import { auditLog, idempotencyKeys, retailMembers, sessions, staff } from '@backoffice/db/schema';
import { RETAIL_STAFF_MESSAGES as M } from '@backoffice/domain/retail/staff';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

// The demo: store BLR-IND-01 has managers 16 and 27 and agents 15 and 28; BLR-WHF-02 has
// manager 29 and agent 30.
const MANAGER = 16;
const OTHER_MANAGER = 27;
const AGENT = 15;
const SECOND_STORE_MANAGER = 29;
const SECOND_STORE_AGENT = 30;
const STORE = 'BLR-IND-01';
const SECOND_STORE = 'BLR-WHF-02';

let contactSeq = 0;
const newMember = (over: Record<string, unknown> = {}) => {
  contactSeq += 1;
  return {
    name: 'Ravi Shankar',
    email: `ravi.${contactSeq}@backoffice.test`,
    role_type: 2,
    contact: `98860${String(10_000 + contactSeq)}`,
    retail_store_id: STORE,
    ...over,
  };
};

interface Member {
  retail_member_pid: number;
  login_id: number;
  name: string;
  email: string;
  contact: string;
  role_type: number;
  retail_store_id: string;
}

const pidOf = async (loginId: number) =>
  (
    await t.db
      .select({ pid: retailMembers.retail_member_pid })
      .from(retailMembers)
      .where(eq(retailMembers.login_id, loginId))
  )[0]?.pid ?? 0;

const create = async (over: Record<string, unknown> = {}) => {
  const response = await call.post('/api/create-retail-member/', MANAGER, newMember(over));
  expect(response.statusCode).toBe(200);
  return response.json<{ member: Member; first_password: string }>();
};

const listOf = async (loginId: number, query = '') => {
  const response = await call.get(`/api/retail-staff/${query}`, loginId);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Member[]; total: number; limit: number; offset: number }>();
};

const formOf = (m: Member) => ({
  retail_member_pid: m.retail_member_pid,
  name: m.name,
  email: m.email,
  contact: m.contact,
  role_type: m.role_type,
  retail_store_id: m.retail_store_id,
});

const auditOf = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);

const openSessions = (loginId: number) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.login_id, loginId), isNull(sessions.revoked_at)));

describe('GET /api/retail-staff/', () => {
  it("lists only the members of the manager's own store, with the page", async () => {
    const page = await listOf(MANAGER);
    expect(page).toMatchObject({ offset: 0, limit: 50 });
    const logins = page.data.map((m) => m.login_id);
    expect(logins).toEqual(expect.arrayContaining([15, 16, 27, 28]));
    expect(logins).not.toContain(SECOND_STORE_MANAGER);
    expect(logins).not.toContain(SECOND_STORE_AGENT);
    expect(page.data.find((m) => m.login_id === MANAGER)).toMatchObject({
      name: 'Lakshmi Rao',
      email: 'retail.manager@backoffice.test',
      role_type: 1,
      role: 'Retail Manager',
      retail_store_id: STORE,
      retail_store_name: 'Indiranagar Experience Store',
      is_active: true,
      is_account_active: true,
    });
    const second = await listOf(SECOND_STORE_MANAGER);
    expect(second.data.map((m) => m.login_id).sort()).toEqual([29, 30]);
    expect(second.total).toBe(2);
  });

  it('searches the name, email or contact', async () => {
    const page = await listOf(MANAGER, '?search_term=naveen');
    expect(page.data.map((m) => m.login_id)).toEqual([28]);
    expect((await listOf(MANAGER, '?search_term=tanvi')).total).toBe(0);
  });

  it('refuses a page size off the 50 to 500 steps, and an agent', async () => {
    const bad = await call.get('/api/retail-staff/?limit=40', MANAGER);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ limit: M.invalidPageSize });
    expect((await call.get('/api/retail-staff/', AGENT)).statusCode).toBe(403);
  });
});

describe('GET /api/retail-store-ids/', () => {
  it('answers every store by id and name', async () => {
    const response = await call.get('/api/retail-store-ids/', MANAGER);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { retail_store_id: STORE, name: 'Indiranagar Experience Store' },
        { retail_store_id: SECOND_STORE, name: 'Whitefield Experience Store' },
      ],
    });
  });
});

describe('POST /api/create-retail-member/', () => {
  it('creates the account and membership, with a first password shown once', async () => {
    const headers = { ...bearer(await t.tokenFor(MANAGER)), 'idempotency-key': 'create-once' };
    const payload = newMember({ email: ' Ravi.Once@Backoffice.test ' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/create-retail-member/',
      headers,
      payload,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json<{ message: string; member: Member; first_password: string }>();
    expect(body.message).toBe(M.memberCreated);
    expect(body.member).toMatchObject({
      email: 'ravi.once@backoffice.test',
      role: 'Retail Agent',
      retail_store_id: STORE,
      is_active: true,
    });
    const [account] = await t.db
      .select()
      .from(staff)
      .where(eq(staff.login_id, body.member.login_id));
    expect(account).toMatchObject({ login_role: 'Retail Agent', must_change_password: true });
    expect(await verifyPassword(account?.password_hash ?? '', body.first_password)).toBe(true);
    expect((await auditOf('retail_member', body.member.retail_member_pid)).length).toBe(1);
    const staffAudit = await auditOf('staff', body.member.login_id);
    expect(JSON.stringify(staffAudit)).not.toContain(body.first_password);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/create-retail-member/',
      headers,
      payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().member).toEqual(body.member);
    expect(replay.json().first_password).toBeUndefined();
    // The key keeps the answer for its replays, never the password shown once.
    const kept = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'create-once'));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(body.first_password);
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ email: '' }, 'email', M.emailRequired],
    [{ role_type: null }, 'role_type', M.roleRequired],
    [{ contact: '' }, 'contact', M.contactRequired],
    [{ contact: '98860' }, 'contact', M.invalidContact],
    [{ retail_store_id: '' }, 'retail_store_id', M.storeRequired],
    [{ retail_store_id: SECOND_STORE }, 'retail_store_id', M.ownStoreOnly],
    [{ retail_store_id: 'NOWHERE-01' }, 'retail_store_id', M.storeNotFound],
    [{ email: 'retail.agent@backoffice.test' }, 'email', M.emailTaken],
  ])('refuses %j with 400 on %s, creating nothing', async (over, field, message) => {
    const before = (await t.db.select().from(staff)).length;
    const response = await call.post('/api/create-retail-member/', MANAGER, newMember(over));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect((await t.db.select().from(staff)).length).toBe(before);
  });

  it('refuses an agent, and a write without an Idempotency-Key', async () => {
    expect((await call.post('/api/create-retail-member/', AGENT, newMember())).statusCode).toBe(
      403,
    );
    const unkeyed = await t.app.inject({
      method: 'POST',
      url: '/api/create-retail-member/',
      headers: bearer(await t.tokenFor(MANAGER)),
      payload: newMember(),
    });
    expect(unkeyed.statusCode).toBe(400);
  });
});

describe('POST /api/update-retail-member/', () => {
  it("changes a member's role, and refuses a change of name, email or contact", async () => {
    const { member } = await create();
    await t.tokenFor(member.login_id, 'retail agent');
    const promoted = await call.post('/api/update-retail-member/', MANAGER, {
      ...formOf(member),
      role_type: 1,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: M.memberUpdated,
      member: { role_type: 1, role: 'Retail Manager' },
    });
    const [account] = await t.db.select().from(staff).where(eq(staff.login_id, member.login_id));
    expect(account?.login_role).toBe('Retail Manager');
    expect(await openSessions(member.login_id)).toEqual([]);

    const { member: other } = await create();
    for (const [field, value] of [
      ['name', 'Somebody Else'],
      ['email', 'else@backoffice.test'],
      ['contact', '9000000000'],
    ] as const) {
      const response = await call.post('/api/update-retail-member/', MANAGER, {
        ...formOf(other),
        [field]: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: M.readOnlyField });
    }
  });

  it('answers Nothing to change without writing when the form is unchanged', async () => {
    const { member } = await create();
    const response = await call.post('/api/update-retail-member/', MANAGER, formOf(member));
    expect(response.json().message).toBe(M.noChange);
    expect((await auditOf('retail_member', member.retail_member_pid)).length).toBe(1);
  });
});

describe('who a manager may change', () => {
  const toggle = async (by: number, loginId: number) =>
    call.post('/api/toggle-retail-member/', by, {
      retail_member_pid: await pidOf(loginId),
      deactivate_member: true,
    });

  it("refuses another store's member as not found", async () => {
    const response = await toggle(MANAGER, SECOND_STORE_AGENT);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(M.memberNotFound);
  });

  it("refuses another manager's account and the manager's own", async () => {
    const other = await toggle(MANAGER, OTHER_MANAGER);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(M.managerAccountReadOnly);
    const own = await toggle(MANAGER, MANAGER);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(M.ownAccount);
  });

  it('refuses an agent on every write', async () => {
    const pid = await pidOf(AGENT);
    for (const [url, body] of [
      ['/api/toggle-retail-member/', { retail_member_pid: pid, deactivate_member: true }],
      ['/api/retail-member-remapping/', { retail_member_pid: pid, retail_store_id: SECOND_STORE }],
      ['/api/toggle-retail-access/', { retail_member_pid: pid, retail_access: false }],
    ] as const) {
      expect((await call.post(url, AGENT, body)).statusCode, url).toBe(403);
    }
  });
});

describe('POST /api/toggle-retail-member/', () => {
  it('deactivates a member and ends their sessions at once, then activates them', async () => {
    const { member } = await create();
    const token = await t.tokenFor(member.login_id, 'retail agent');
    const off = await call.post('/api/toggle-retail-member/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      deactivate_member: true,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      message: M.memberDeactivated,
      member: { is_active: false, is_account_active: false },
    });
    const signedOut = await t.app.inject({ url: '/api/retail-staff/', headers: bearer(token) });
    expect(signedOut.statusCode).toBe(401);
    expect(await openSessions(member.login_id)).toEqual([]);
    expect((await listOf(MANAGER)).data.map((m) => m.login_id)).not.toContain(member.login_id);
    const withInactive = await listOf(
      MANAGER,
      `?include_inactive=true&search_term=${member.email}`,
    );
    expect(withInactive.data.map((m) => m.login_id)).toEqual([member.login_id]);

    const on = await call.post('/api/toggle-retail-member/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      deactivate_member: false,
    });
    expect(on.json()).toMatchObject({
      message: M.memberActivated,
      member: { is_active: true, is_account_active: true },
    });
    const audit = await auditOf('staff', member.login_id);
    expect(audit.map((a) => a.reason)).toEqual([
      M.memberCreated,
      M.memberDeactivated,
      M.memberActivated,
    ]);
  });
});

describe('POST /api/retail-member-remapping/', () => {
  it("moves a member to another store, out of the first manager's sight", async () => {
    const { member } = await create();
    const moved = await call.post('/api/retail-member-remapping/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_store_id: SECOND_STORE,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: M.memberMoved,
      member: { retail_store_id: SECOND_STORE, retail_store_name: 'Whitefield Experience Store' },
    });
    expect((await listOf(MANAGER)).data.map((m) => m.login_id)).not.toContain(member.login_id);
    expect((await listOf(SECOND_STORE_MANAGER)).data.map((m) => m.login_id)).toContain(
      member.login_id,
    );
    const [audit] = await auditOf('retail_member', member.retail_member_pid).then((a) =>
      a.slice(1),
    );
    expect(audit?.changes).toEqual({
      retail_store_id: { before: STORE, after: SECOND_STORE },
    });
  });

  it('refuses the same store and an unknown store', async () => {
    const { member } = await create();
    const same = await call.post('/api/retail-member-remapping/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_store_id: STORE,
    });
    expect(same.json().fields).toEqual({ retail_store_id: M.sameStore });
    const unknown = await call.post('/api/retail-member-remapping/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_store_id: 'NOWHERE-01',
    });
    expect(unknown.json().fields).toEqual({ retail_store_id: M.storeNotFound });
  });
});

describe('POST /api/toggle-retail-access/', () => {
  it('takes away the retail screens, keeping the account, and gives them back', async () => {
    const { member } = await create();
    const off = await call.post('/api/toggle-retail-access/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_access: false,
    });
    expect(off.json()).toMatchObject({
      message: M.accessRemoved,
      member: { is_active: false, is_account_active: true },
    });
    const [account] = await t.db.select().from(staff).where(eq(staff.login_id, member.login_id));
    expect(account).toMatchObject({ login_role: null, is_active: true });
    const on = await call.post('/api/toggle-retail-access/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_access: true,
    });
    expect(on.json()).toMatchObject({ message: M.accessGranted, member: { is_active: true } });
  });

  it('gives no access to a deactivated account', async () => {
    const { member } = await create();
    await call.post('/api/toggle-retail-member/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      deactivate_member: true,
    });
    const response = await call.post('/api/toggle-retail-access/', MANAGER, {
      retail_member_pid: member.retail_member_pid,
      retail_access: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(M.memberInactive);
  });
});
