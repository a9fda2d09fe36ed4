import { describe, expect, it } from 'vitest';
import { DEMO, principal } from '../test-support/principals';
import {
  DEFAULT_SIGN_IN_ROLE,
  holdsSignInRole,
  SIGN_IN_ROLE_VALUES,
  SIGN_IN_ROLES,
} from './sign-in-roles';

// Values of 001 section 6, labels of 000 section 2, in the order both give.
const SPEC_OPTIONS = [
  ['admin', 'Admin'],
  ['cet', 'CET'],
  ['coupon manager', 'Coupon Manager'],
  ['finance', 'Finance'],
  ['operations', 'Operations'],
  ['partnerships', 'Partnership'],
  ['sales', 'Sales'],
  ['team leader', 'Team Leader'],
  ['tech', 'Tech'],
  ['retail agent', 'Retail Agent'],
  ['retail manager', 'Retail Manager'],
  ['distribution manager', 'Distribution Manager'],
  ['homecentre agent', 'HC Agent'],
  ['npl', 'NPL Team'],
  ['superk agent', 'SuperK Agent'],
  ['foam b2b', 'Foam B2B'],
  ['bulk retail', 'Bulk Retail'],
  ['quick commerce manager', 'Quick Commerce Manager'],
  ['quick commerce agent', 'Quick Commerce Agent'],
] as const;

describe('sign-in role dropdown', () => {
  it('offers the 19 options of the spec, in order', () => {
    expect(SIGN_IN_ROLES).toHaveLength(19);
    expect(SIGN_IN_ROLES.map((r) => [r.value, r.label])).toEqual(SPEC_OPTIONS);
    expect(SIGN_IN_ROLE_VALUES).toEqual(SPEC_OPTIONS.map(([value]) => value));
  });

  it('defaults to cet', () => {
    expect(DEFAULT_SIGN_IN_ROLE).toBe('cet');
  });
});

describe('holdsSignInRole', () => {
  it.each([
    ['admin', DEMO.admin, true],
    ['admin', principal({ login_role: 'Admin' }), true],
    ['admin', DEMO.tech, false],
    // CustomerExperienceTeam: CET, OC, RT and QA sign in as cet.
    ['cet', DEMO.cet, true],
    ['cet', DEMO.oc, true],
    ['cet', DEMO.rt, true],
    ['cet', DEMO.qa, true],
    ['cet', DEMO.finance, false],
    ['cet', DEMO.sales, false],
    ['coupon manager', DEMO.couponManager, true],
    ['finance', DEMO.finance, true],
    ['finance', principal({ login_role: 'Finance' }), true],
    ['operations', DEMO.ops, true],
    ['operations', principal({ role: 'OPS' }), true],
    ['partnerships', DEMO.partnerships, true],
    ['partnerships', DEMO.foamB2b, false],
    ['sales', DEMO.sales, true],
    ['team leader', DEMO.teamLead, true],
    ['team leader', DEMO.oc, false],
    ['tech', DEMO.tech, true],
    ['retail agent', DEMO.retailAgent, true],
    ['retail agent', DEMO.retailManager, false],
    ['retail manager', DEMO.retailManager, true],
    ['distribution manager', DEMO.distributionManager, true],
    ['homecentre agent', DEMO.hcAgent, true],
    ['npl', DEMO.npl, true],
    ['superk agent', DEMO.superkAgent, true],
    ['foam b2b', DEMO.foamB2b, true],
    ['bulk retail', DEMO.bulkRetail, true],
    ['quick commerce manager', DEMO.qcManager, true],
    ['quick commerce agent', DEMO.qcAgent, true],
    ['quick commerce agent', DEMO.qcManager, false],
    ['CET', DEMO.cet, false],
    ['nobody', DEMO.admin, false],
  ])('%s for %o is %s', (value, account, expected) => {
    expect(holdsSignInRole(account, value)).toBe(expected);
  });

  it('accepts a multi-code account for each of its roles', () => {
    const account = principal({ role: 'TEAML,OC' });
    expect(holdsSignInRole(account, 'team leader')).toBe(true);
    expect(holdsSignInRole(account, 'cet')).toBe(true);
    expect(holdsSignInRole(account, 'sales')).toBe(false);
  });
});
