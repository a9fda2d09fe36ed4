import { verifyPassword } from '@backoffice/db';
import { auditLog, sessions, staff, staffStatusPeriods } from '@backoffice/db/schema';
import { TEAM_MESSAGES as M } from '@backoffice/domain/calls/team';
import { and, eq, isNull } from 'drizzle-orm';
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

const MEMBER_MANAGER = 25;
const TEAM_LEADER = 6;

const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Ishaan Bhat',
  email: 'Ishaan.Bhat@backoffice.test',
  contact: '9845099001',
  roles: ['CET', 'OC'],
  login_role: null,
  is_active: true,
  is_pod_leader: false,
  can_create_member: false,
  password: 'Welcome@123',
  ...over,
});
const staffRow = async (loginId: number) =>
  (await t.db.select().from(staff).where(eq(staff.login_id, loginId)))[0];
const auditOfStaff = (loginId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, String(loginId))))
    .orderBy(auditLog.id);
const create = async (over: Record<string, unknown> = {}) => {
  const response = await call.post('/api/edit-member/', MEMBER_MANAGER, newMember(over));
  expect(response.statusCode).toBe(200);
  return response.json().member as { login_id: number; version: number; email: string };
};
const edit = (loginId: number, version: number, over: Record<string, unknown> = {}) =>
  call.post('/api/edit-member/', MEMBER_MANAGER, {
    ...newMember({ password: '' }),
    login_id: loginId,
    version,
    ...over,
  });

describe('GET /api/get-members/', () => {
  it('lists active members by login id with a page, for the member manager and Team Leaders', async () => {
    const response = await call.get('/api/get-members/?limit=5', MEMBER_MANAGER);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ limit: 5, offset: 0 });
    expect(body.count).toBeGreaterThanOrEqual(26);
    expect(body.results.map((m: { login_id: number }) => m.login_id)).toEqual([1, 2, 3, 4, 5]);
    expect(body.results[1]).toMatchObject({
      login_id: 2,
      name: 'Priya Nair',
      role: 'CET,OC',
      roles: ['OC', 'CET'],
      pod_leader: null,
      status: 'working',
      editable: true,
    });
    // Admins and Team Leaders stay with an Admin.
    expect(body.results[0]).toMatchObject({ login_id: 1, editable: false });

    const forLeader = await call.get('/api/get-members/?role=OC', TEAM_LEADER);
    expect(forLeader.statusCode).toBe(200);
    // A Team Leader reads the list (the agent pickers) but edits nobody.
    expect(forLeader.json().results).toEqual([
      expect.objectContaining({ login_id: 2, editable: false }),
    ]);
  });

  it('searches the start of a name, an e-mail or a login id', async () => {
    const byName = await call.get('/api/get-members/?search=rohan', TEAM_LEADER);
    expect(byName.json().results.map((m: { name: string }) => m.name)).toEqual(['Rohan Mehta']);
    const byMail = await call.get('/api/get-members/?search=QA.AGENT', TEAM_LEADER);
    expect(byMail.json().results.map((m: { login_id: number }) => m.login_id)).toEqual([26]);
    const byId = await call.get('/api/get-members/?search=12', TEAM_LEADER);
    expect(byId.json().results.map((m: { login_id: number }) => m.login_id)).toEqual([12]);
    const wild = await call.get('/api/get-members/?search=%25', TEAM_LEADER);
    expect(wild.json()).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['role=BOSS', 'role', M.invalidRole],
    ['include_inactive=maybe', 'include_inactive', M.invalidFlag],
    ['limit=500', 'limit', 'limit must be a whole number from 1 to 100'],
  ])('answers 400 to ?%s', async (query, field, message) => {
    const response = await call.get(`/api/get-members/?${query}`, TEAM_LEADER);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
  });

  it.each([2, 1, 7])('is forbidden to login id %i', async (loginId) => {
    expect((await call.get('/api/get-members/', loginId)).statusCode).toBe(403);
  });
});

describe('POST /api/edit-member/: creating', () => {
  it('creates a member with the next login id, a hashed password and an audit entry', async () => {
    const response = await call.post('/api/edit-member/', MEMBER_MANAGER, newMember());
    expect(response.statusCode).toBe(200);
    const { message, member } = response.json();
    expect(message).toBe(M.memberCreated);
    expect(member).toMatchObject({
      name: 'Ishaan Bhat',
      email: 'ishaan.bhat@backoffice.test',
      role: 'OC,CET',
      is_active: true,
      version: 1,
      editable: true,
    });
    const row = await staffRow(member.login_id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password_hash ?? '', 'Welcome@123')).toBe(true);
    const [audit] = await auditOfStaff(member.login_id);
    expect(audit).toMatchObject({
      actor_login_id: MEMBER_MANAGER,
      reason: M.memberCreated,
      changes: {
        role: { before: null, after: 'OC,CET' },
        password: { before: null, after: '[hidden]' },
      },
    });
    expect(JSON.stringify(audit?.changes)).not.toContain('Welcome@123');

    // The new member signs in with the CET role.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'ishaan.bhat@backoffice.test', password: 'Welcome@123', role: 'cet' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an e-mail already taken, in any case', async () => {
    const response = await call.post(
      '/api/edit-member/',
      MEMBER_MANAGER,
      newMember({ email: 'OC.Agent@backoffice.test' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: M.emailTaken });
  });

  it.each([
    [{ roles: ['CET', 'TEAML'] }, 'roles', M.protectedRole],
    [{ roles: ['ADMIN'] }, 'roles', M.protectedRole],
    [{ roles: [], login_role: 'Admin' }, 'login_role', M.protectedLoginRole],
    [{ password: undefined }, 'password', M.passwordRequired],
    [{ roles: [], login_role: null }, 'roles', M.roleRequired],
    [{ contact: '12345' }, 'contact', M.invalidContact],
    [{ name: 'Al' }, 'name', M.nameTooShort],
  ])('refuses %j with 400 and writes nothing', async (over, field, message) => {
    const before = await t.db.select().from(staff);
    const response = await call.post(
      '/api/edit-member/',
      MEMBER_MANAGER,
      newMember({
        email: 'refused@backoffice.test',
        ...over,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await t.db.select().from(staff)).toHaveLength(before.length);
  });

  it.each([TEAM_LEADER, 1, 2])('is forbidden to login id %i', async (loginId) => {
    const response = await call.post(
      '/api/edit-member/',
      loginId,
      newMember({ email: 'x@backoffice.test' }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('gives two members created at once two login ids', async () => {
    const [a, b] = await Promise.all([
      call.post(
        '/api/edit-member/',
        MEMBER_MANAGER,
        newMember({ email: 'twin.a@backoffice.test' }),
      ),
      call.post(
        '/api/edit-member/',
        MEMBER_MANAGER,
        newMember({ email: 'twin.b@backoffice.test' }),
      ),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().member.login_id).not.toBe(b.json().member.login_id);
  });
});

describe('POST /api/edit-member/: editing', () => {
  it('changes the fields at the version read, bumps the version and audits what changed', async () => {
    const member = await create({ email: 'edit.me@backoffice.test' });
    const response = await edit(member.login_id, 1, {
      email: 'edit.me@backoffice.test',
      roles: ['CET', 'RT'],
      contact: '9845099002',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.memberUpdated,
      member: { role: 'RT,CET', contact: '9845099002', version: 2 },
    });
    const audit = (await auditOfStaff(member.login_id)).at(-1);
    expect(audit?.changes).toEqual({
      role: { before: 'OC,CET', after: 'RT,CET' },
      contact: { before: '9845099001', after: '9845099002' },
    });
    const stale = await edit(member.login_id, 1, { email: 'edit.me@backoffice.test' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      'This record was changed by someone else. Reload and try again.',
    );
  });

  it('answers one 409 when two edits name the same version at once', async () => {
    const member = await create({ email: 'race@backoffice.test' });
    const answers = await Promise.all([
      edit(member.login_id, 1, { email: 'race@backoffice.test', contact: '9845099011' }),
      edit(member.login_id, 1, { email: 'race@backoffice.test', contact: '9845099012' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('deactivating a member ends their sessions and their open Working period', async () => {
    const member = await create({ email: 'leaving@backoffice.test' });
    await t.tokenFor(member.login_id, 'cet');
    const response = await edit(member.login_id, 1, {
      email: 'leaving@backoffice.test',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.login_id, member.login_id), isNull(sessions.revoked_at)));
    expect(live).toEqual([]);
    const open = await t.db
      .select()
      .from(staffStatusPeriods)
      .where(
        and(eq(staffStatusPeriods.login_id, member.login_id), isNull(staffStatusPeriods.ended_at)),
      );
    expect(open).toEqual([]);
  });

  it('keeps the password when none is given and changes nothing for an identical edit', async () => {
    const member = await create({ email: 'same@backoffice.test' });
    const hash = (await staffRow(member.login_id))?.password_hash;
    const response = await edit(member.login_id, 1, { email: 'same@backoffice.test' });
    expect(response.json().member.version).toBe(1);
    expect((await staffRow(member.login_id))?.password_hash).toBe(hash);
  });

  it('refuses to edit a Team Leader or an Admin (403)', async () => {
    const leader = await staffRow(TEAM_LEADER);
    const response = await edit(TEAM_LEADER, leader?.version ?? 1, {
      email: 'team.leader@backoffice.test',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(M.protectedMember);
    expect((await staffRow(TEAM_LEADER))?.version).toBe(leader?.version);
  });

  it('refuses to deactivate oneself or drop one own right to create members', async () => {
    const me = await staffRow(MEMBER_MANAGER);
    const base = {
      name: me?.name,
      email: me?.email,
      contact: me?.contact,
      roles: ['CET'],
      can_create_member: true,
    };
    const off = await edit(MEMBER_MANAGER, me?.version ?? 1, { ...base, is_active: false });
    expect(off.json().fields).toEqual({ is_active: M.selfDeactivate });
    const rights = await edit(MEMBER_MANAGER, me?.version ?? 1, {
      ...base,
      can_create_member: false,
    });
    expect(rights.json().fields).toEqual({ can_create_member: M.selfMemberRights });
  });

  it('answers 404 for an unknown member and 400 without a version', async () => {
    expect((await edit(9999, 1, { email: 'ghost@backoffice.test' })).statusCode).toBe(404);
    const noVersion = await call.post('/api/edit-member/', MEMBER_MANAGER, {
      ...newMember({ password: '' }),
      login_id: 2,
    });
    expect(noVersion.json().fields).toEqual({ version: M.versionRequired });
  });
});

describe('/api/members-pod-leader/', () => {
  const move = (body: unknown) => call.post('/api/members-pod-leader/', MEMBER_MANAGER, body);

  it('puts a member in a pod, lists the pod, and takes them out again', async () => {
    const leader = await create({ email: 'pod.leader@backoffice.test', is_pod_leader: true });
    const member = await create({ email: 'pod.member@backoffice.test' });
    const joined = await move({
      login_id: member.login_id,
      version: 1,
      pod_leader_login_id: leader.login_id,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      message: M.podLeaderChanged,
      pod_leader: { login_id: leader.login_id, name: 'Ishaan Bhat' },
      version: 2,
    });
    const pods = await call.get('/api/members-pod-leader/', TEAM_LEADER);
    expect(pods.json().pods).toContainEqual(
      expect.objectContaining({
        login_id: leader.login_id,
        members: [{ login_id: member.login_id, name: 'Ishaan Bhat' }],
      }),
    );
    const listed = await call.get(`/api/get-members/?search=${member.login_id}`, TEAM_LEADER);
    expect(listed.json().results[0].pod_leader).toEqual({
      login_id: leader.login_id,
      name: 'Ishaan Bhat',
    });

    // The leader cannot stop leading while the pod has a member.
    const stop = await edit(leader.login_id, 1, {
      email: 'pod.leader@backoffice.test',
      is_pod_leader: false,
    });
    expect(stop.json().fields).toEqual({ is_pod_leader: M.podHasMembers('Ishaan Bhat', 1) });

    const stale = await move({ login_id: member.login_id, version: 1, pod_leader_login_id: null });
    expect(stale.statusCode).toBe(409);
    const out = await move({ login_id: member.login_id, version: 2, pod_leader_login_id: null });
    expect(out.json()).toMatchObject({ pod_leader: null, version: 3 });
    const audit = (await auditOfStaff(member.login_id)).at(-1);
    expect(audit?.changes).toEqual({
      pod_leader_login_id: { before: leader.login_id, after: null },
    });
  });

  it.each([
    ['a member who leads no pod', 3, M.notPodLeader('Rohan Mehta')],
    ['the member themself', 2, M.ownPodLeader],
    ['nobody', 9999, M.invalidPodLeader],
  ])('refuses %s as pod leader', async (_label, leaderId, message) => {
    const version = (await staffRow(2))?.version ?? 1;
    const response = await move({ login_id: 2, version, pod_leader_login_id: leaderId });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ pod_leader_login_id: message });
  });

  it('refuses to move a Team Leader, and is forbidden to Team Leaders', async () => {
    const leader = await staffRow(TEAM_LEADER);
    const moved = await move({
      login_id: TEAM_LEADER,
      version: leader?.version,
      pod_leader_login_id: 8,
    });
    expect(moved.statusCode).toBe(403);
    const byLeader = await call.post('/api/members-pod-leader/', TEAM_LEADER, {
      login_id: 2,
      version: 1,
      pod_leader_login_id: 8,
    });
    expect(byLeader.statusCode).toBe(403);
    expect((await call.get('/api/members-pod-leader/', 2)).statusCode).toBe(403);
  });

  it('answers 400 to a malformed body', async () => {
    const response = await move({ login_id: 'two', version: 1 });
    expect(response.statusCode).toBe(400);
  });
});
