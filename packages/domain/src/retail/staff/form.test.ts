import { describe, expect, it } from 'vitest';
import { ZRetailStaffForm } from './form';
import { RETAIL_STAFF_MESSAGES as M } from './messages';
import { RETAIL_STAFF_DEFAULT_PAGE_SIZE, RETAIL_STAFF_PAGE_SIZES } from './page-sizes';
import {
  ZRetailMemberRemappingRequest,
  ZRetailStaffQuery,
  ZToggleRetailMemberRequest,
  ZUpdateRetailMemberRequest,
} from './requests';
import { RETAIL_LOGIN_ROLES, RETAIL_ROLE_LABELS } from './roles';

const aForm = {
  name: 'Swati Deshmukh',
  email: ' Swati.D@Backoffice.test ',
  role_type: 2,
  contact: '9845012345',
  retail_store_id: 'BLR-IND-01',
};

const firstIssue = (schema: { safeParse: (v: unknown) => unknown }, input: unknown) => {
  const parsed = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const issue = parsed.error?.issues[0];
  return parsed.success ? null : [issue?.path.join('.'), issue?.message];
};

describe('the retail staff form', () => {
  it('accepts a member, trimming and lower-casing the email', () => {
    expect(ZRetailStaffForm.parse(aForm).email).toBe('swati.d@backoffice.test');
  });

  it.each([
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: '   ' }, 'name', M.nameRequired],
    [{ name: undefined }, 'name', M.nameRequired],
    [{ name: 'a'.repeat(101) }, 'name', M.nameTooLong],
    [{ email: '' }, 'email', M.emailRequired],
    [{ email: undefined }, 'email', M.emailRequired],
    [{ email: 'swati@' }, 'email', M.invalidEmail],
    [{ role_type: null }, 'role_type', M.roleRequired],
    [{ role_type: 3 }, 'role_type', M.roleRequired],
    [{ contact: '' }, 'contact', M.contactRequired],
    [{ contact: undefined }, 'contact', M.contactRequired],
    [{ contact: '984501234' }, 'contact', M.invalidContact],
    [{ contact: '98450123456' }, 'contact', M.invalidContact],
    [{ contact: '98450abcde' }, 'contact', M.invalidContact],
    [{ retail_store_id: '' }, 'retail_store_id', M.storeRequired],
    [{ retail_store_id: undefined }, 'retail_store_id', M.storeRequired],
    [{ retail_store_id: 'X'.repeat(21) }, 'retail_store_id', M.storeRequired],
  ])('%j answers %s: %s', (change, field, message) => {
    expect(firstIssue(ZRetailStaffForm, { ...aForm, ...change })).toEqual([field, message]);
  });
});

describe('the retail staff calls', () => {
  it('reads the list query from the wire with its defaults', () => {
    expect(ZRetailStaffQuery.parse({})).toEqual({
      offset: 0,
      limit: RETAIL_STAFF_DEFAULT_PAGE_SIZE,
      include_inactive: false,
      search_term: '',
    });
    expect(ZRetailStaffQuery.parse({ limit: '500', include_inactive: 'true' })).toMatchObject({
      limit: 500,
      include_inactive: true,
    });
  });

  it.each([
    [{ limit: '40' }, 'limit', M.invalidPageSize],
    [{ limit: '550' }, 'limit', M.invalidPageSize],
    [{ limit: 'all' }, 'limit', M.invalidPageSize],
    [{ offset: '-1' }, 'offset', M.invalidOffset],
    [{ include_inactive: 'maybe' }, 'include_inactive', M.invalidFlag],
    [{ search_term: 'x'.repeat(101) }, 'search_term', M.invalidSearch],
  ])('list %j answers %s: %s', (query, field, message) => {
    expect(firstIssue(ZRetailStaffQuery, query)).toEqual([field, message]);
  });

  it.each([
    [ZUpdateRetailMemberRequest, { ...aForm, retail_member_pid: 0 }, M.invalidMember],
    [
      ZToggleRetailMemberRequest,
      { retail_member_pid: 1.5, deactivate_member: true },
      M.invalidMember,
    ],
    [ZToggleRetailMemberRequest, { retail_member_pid: 1, deactivate_member: 'yes' }, M.invalidFlag],
    [ZRetailMemberRemappingRequest, { retail_member_pid: 1, retail_store_id: '' }, M.storeRequired],
  ])('a write refuses a bad field with its message (%#)', (schema, input, message) => {
    expect(firstIssue(schema, input)?.[1]).toBe(message);
  });

  it('offers page sizes 50 to 500 in steps of 50', () => {
    expect(RETAIL_STAFF_PAGE_SIZES).toEqual([50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
  });

  it('names role 1 the manager and 2 the agent, with their sign-in roles', () => {
    expect(RETAIL_ROLE_LABELS).toEqual({ 1: 'Retail Manager', 2: 'Retail Agent' });
    expect(RETAIL_LOGIN_ROLES).toEqual({ 1: 'Retail Manager', 2: 'Retail Agent' });
  });

  it('asks before toggling a member', () => {
    expect(M.confirmToggle).toBe('Are you sure want to proceed?');
  });
});
