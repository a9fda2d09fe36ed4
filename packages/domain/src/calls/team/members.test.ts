import { describe, expect, it } from 'vitest';
import { memberEditRefusal, isProtectedMember } from './member-rules';
import { rolesOf, roleStringOf, ZEditMemberRequest, ZMembersQuery } from './members';
import { TEAM_MESSAGES as M } from './messages';

const aMember = {
  name: 'Meera K. Das',
  email: ' Meera.Das@Backoffice.test ',
  contact: '9845012345',
  roles: ['CET', 'OC'],
  login_role: null,
  is_active: true,
  is_pod_leader: false,
  can_create_member: false,
  password: 'Welcome@123',
};

const firstIssue = (input: unknown) => {
  const parsed = ZEditMemberRequest.safeParse(input);
  return parsed.success
    ? null
    : [parsed.error.issues[0]?.path.join('.'), parsed.error.issues[0]?.message];
};

describe('role strings', () => {
  it.each([
    ['CET,OC', ['OC', 'CET']],
    ['OC,CET,OC', ['OC', 'CET']],
    ['', []],
    ['TEAML', ['TEAML']],
  ])('%s reads as %j', (role, roles) => {
    expect(rolesOf(role)).toEqual(roles);
    expect(rolesOf(roleStringOf(rolesOf(role)))).toEqual(roles);
  });

  it('writes codes in catalogue order', () => {
    expect(roleStringOf(['CET', 'QA'])).toBe('QA,CET');
  });
});

describe('ZEditMemberRequest', () => {
  it('accepts a new member, trimming and lower-casing the e-mail', () => {
    const parsed = ZEditMemberRequest.parse(aMember);
    expect(parsed.email).toBe('meera.das@backoffice.test');
    expect(parsed.login_id).toBeUndefined();
  });

  it('accepts an edit without a password', () => {
    expect(
      ZEditMemberRequest.safeParse({ ...aMember, login_id: 30, version: 2, password: '' }).success,
    ).toBe(true);
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: 'Al' }, 'name', M.nameTooShort],
    [{ name: 'R2-D2 unit' }, 'name', M.nameLetters],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: 'meera@' }, 'email', M.invalidEmail],
    [{ contact: '' }, 'contact', M.contactRequired],
    [{ contact: '12345' }, 'contact', M.invalidContact],
    [{ contact: '5845012345' }, 'contact', M.invalidContact],
    [{ roles: ['BOSS'] }, 'roles.0', M.invalidRole],
    [{ login_role: 'Chief' }, 'login_role', M.invalidLoginRole],
    [{ roles: [], login_role: null }, 'roles', M.roleRequired],
    [{ password: undefined }, 'password', M.passwordRequired],
    [{ password: 'short1' }, 'password', 'Password must be at least 8 characters'],
    [{ login_id: 30, password: '' }, 'version', M.versionRequired],
    [{ is_active: 'yes' }, 'is_active', M.invalidFlag],
  ])('refuses %j at %s: "%s"', (change, path, message) => {
    expect(firstIssue({ ...aMember, ...change })).toEqual([path, message]);
  });

  it('accepts a login role alone, without role codes', () => {
    expect(
      ZEditMemberRequest.safeParse({ ...aMember, roles: [], login_role: 'Retail Agent' }).success,
    ).toBe(true);
  });
});

describe('ZMembersQuery', () => {
  it('defaults to the first 100 active members', () => {
    expect(ZMembersQuery.parse({})).toEqual({ include_inactive: false, limit: 100, offset: 0 });
  });

  it.each([
    [{ role: 'BOSS' }, M.invalidRole],
    [{ include_inactive: 'maybe' }, M.invalidFlag],
    [{ limit: '101' }, 'limit must be a whole number from 1 to 100'],
  ])('refuses %j', (query, message) => {
    const parsed = ZMembersQuery.safeParse(query);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe('memberEditRefusal', () => {
  const after = {
    roles: ['CET'] as const,
    login_role: null,
    is_active: true,
    can_create_member: false,
  };
  const cet = { login_id: 30, role: 'CET', login_role: null };

  it.each([
    ['a CET agent', cet, after, null],
    ['a new member', undefined, after, null],
    ['a Team Leader', { ...cet, role: 'TEAML' }, after, ['login_id', M.protectedMember, true]],
    [
      'an Admin login role',
      { ...cet, role: '', login_role: 'Admin' as const },
      after,
      ['login_id', M.protectedMember, true],
    ],
    [
      'giving TEAML',
      cet,
      { ...after, roles: ['CET', 'TEAML'] as const },
      ['roles', M.protectedRole, false],
    ],
    [
      'giving ADMIN',
      undefined,
      { ...after, roles: ['ADMIN'] as const },
      ['roles', M.protectedRole, false],
    ],
    [
      'giving the Admin login role',
      cet,
      { ...after, login_role: 'Admin' as const },
      ['login_role', M.protectedLoginRole, false],
    ],
    [
      'deactivating oneself',
      { ...cet, login_id: 25 },
      { ...after, is_active: false, can_create_member: true },
      ['is_active', M.selfDeactivate, false],
    ],
    [
      'dropping one own right',
      { ...cet, login_id: 25 },
      after,
      ['can_create_member', M.selfMemberRights, false],
    ],
    ['deactivating another', cet, { ...after, is_active: false }, null],
  ] as const)('%s', (_label, before, change, expected) => {
    const refusal = memberEditRefusal({ callerLoginId: 25, before, after: change });
    expect(refusal && [refusal.field, refusal.message, refusal.forbidden]).toEqual(expected);
  });

  it.each([
    [{ role: 'TEAML', login_role: null }, true],
    [{ role: 'ADMIN', login_role: 'Admin' as const }, true],
    [{ role: 'CET,OC', login_role: null }, false],
    [{ role: '', login_role: 'Finance' as const }, false],
  ])('%j is protected: %s', (member, expected) => {
    expect(isProtectedMember(member)).toBe(expected);
  });
});
