import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_NAMES, principal, type DemoName } from '../test-support/principals';
import { defaultAccessConfig } from './access-config';
import {
  CAPABILITIES,
  can,
  LOGISTICS_SHEET_TEAM_LEADER_IDS,
  type Capability,
} from './capabilities';

const ALL = DEMO_NAMES;
const allBut = (...names: DemoName[]) => ALL.filter((n) => !names.includes(n));
const TEAM_LEADS: DemoName[] = ['teamLead', 'teamLeadLogistics', 'teamLeadMemberCreator'];
const FINANCE: DemoName[] = ['finance', 'financePodLeader'];
const OPS: DemoName[] = ['ops', 'opsPodLeader'];
const RETAIL_STAFF: DemoName[] = ['retailAgent', 'retailManager'];

const OPENS_ORDERS = allBut('npl');
const PLACES_ORDERS = allBut(
  ...FINANCE,
  'retailAgent',
  'retailManager',
  'distributionManager',
  'npl',
);
// The roles containing TEAML, OC, RT, CET, QA, SALES, OPS or ADMIN.
const WORKS_ORDERS: DemoName[] = [
  'admin',
  'oc',
  'rt',
  'cet',
  'cetMemberCreator',
  'qa',
  ...TEAM_LEADS,
  ...OPS,
  'sales',
];

/**
 * Who holds each capability among the demo principals, straight from 000 section 6 and 002
 * section 2. "C" (any role containing C) matches OC, CET, TECH, FINANCE and COUPON MANAGER.
 */
const HOLDERS: Record<Capability, readonly DemoName[]> = {
  session: ALL,
  // Break toggle: roles containing OC, RT, CET or SALES (000 section 1).
  'status:toggle': ['oc', 'rt', 'cet', 'cetMemberCreator', 'sales'],
  // activity: OC, RT, any role containing C, or SALES.
  'activity:own': [
    'oc',
    'rt',
    'cet',
    'cetMemberCreator',
    'sales',
    'tech',
    ...FINANCE,
    'couponManager',
  ],
  'users:reset-password': ['admin', ...TEAM_LEADS, 'sales', ...OPS, ...FINANCE],
  'orders:oc-list': [...TEAM_LEADS, 'oc'],
  'orders:rt-list': [...TEAM_LEADS, 'rt'],
  'orders:search': OPENS_ORDERS,
  'orders:place': PLACES_ORDERS,
  'orders:quick-commerce': ['qcManager', 'qcAgent'],
  'orders:edit-cart': PLACES_ORDERS,
  'coupons:apply': PLACES_ORDERS,
  'payments:rnr': PLACES_ORDERS,
  'orders:work-lists': [...TEAM_LEADS, 'oc', 'rt'],
  'orders:update-status': WORKS_ORDERS,
  'orders:cancel': WORKS_ORDERS,
  'orders:edit-customer': WORKS_ORDERS,
  'orders:send-notification': WORKS_ORDERS,
  'orders:send-documents': WORKS_ORDERS,
  'orders:raise-request': WORKS_ORDERS,
  'orders:split-cart': WORKS_ORDERS,
  'orders:future-delivery': WORKS_ORDERS,
  'payments:send-link': WORKS_ORDERS,
  'payments:additional': WORKS_ORDERS,
  'payments:change-type': WORKS_ORDERS,
  'escalations:create': WORKS_ORDERS,
  'escalations:switch-cart': WORKS_ORDERS,
  'orders:comment': OPENS_ORDERS,
  'orders:partner-pending': ['hcAgent', 'superkAgent'],
  'catalogue:view': OPENS_ORDERS,
  'catalogue:check-stock': OPENS_ORDERS,
  // 001 section 2's list (decision 002): FINANCE, retail, OPS, distribution, HC/SuperK, TECH, NPL.
  'returns:list': allBut(
    ...FINANCE,
    'retailAgent',
    'retailManager',
    ...OPS,
    'distributionManager',
    'hcAgent',
    'superkAgent',
    'tech',
    'npl',
  ),
  // Designed (docs/returns.md): raising, approving and the warehouse end of returns.
  'returns:request': ['admin', 'oc', 'rt', 'cet', 'cetMemberCreator', 'qa', ...TEAM_LEADS],
  'returns:approve': ['admin', ...TEAM_LEADS],
  'returns:ops': ['admin', ...OPS, 'tech'],
  'returns:steps': ['admin', ...OPS, 'tech', ...TEAM_LEADS],
  'calls:view': allBut(
    'retailAgent',
    'retailManager',
    'distributionManager',
    ...FINANCE,
    'partnerships',
    'npl',
    'foamB2b',
    'bulkRetail',
    'qcManager',
    'qcAgent',
  ),
  'calls:search': [...TEAM_LEADS, 'qa'],
  'calls:qa-review': [...TEAM_LEADS, 'qa'],
  'team:lead': TEAM_LEADS,
  'team:assign': TEAM_LEADS,
  'members:manage': ['cetMemberCreator'],
  'members:view': [...TEAM_LEADS, 'cetMemberCreator'],
  'refunds:view': FINANCE,
  'refunds:process': FINANCE,
  'refunds:bank-details': FINANCE,
  'refunds:change-amount': FINANCE,
  'refunds:resolve-trouble': FINANCE,
  'refunds:initiate': [...FINANCE, 'admin', 'cet', 'cetMemberCreator', ...TEAM_LEADS],
  'warehouse:ops': OPS,
  'pincodes:pricing-upload': ['opsPodLeader'],
  'stock:manage': [...OPS, 'distributionManager'],
  'warehouse:fulfilment': [...OPS, 'tech'],
  'logistics:import-sheet': [...OPS, 'tech', 'teamLeadLogistics'],
  'payments:cod-to-online': [...OPS, ...FINANCE],
  'uploads:offer-automation': ['admin', 'tech', ...OPS],
  'uploads:product-automation': ['npl'],
  'uploads:price-automation': ['admin'],
  'uploads:sheet': allBut('retailAgent'),
  'uploads:sheet-by-type': ['tech', ...TEAM_LEADS],
  'retail:view': RETAIL_STAFF,
  'retail:till-verify-customer': RETAIL_STAFF,
  'retail:till-open-order': RETAIL_STAFF,
  'retail:till-edit-cart': RETAIL_STAFF,
  'retail:till-apply-offers': RETAIL_STAFF,
  'retail:till-addresses': RETAIL_STAFF,
  'retail:till-take-payment': RETAIL_STAFF,
  // 002 section 6: resending a card payment link is not for a Retail Agent.
  'retail:till-resend-payment-link': ['retailManager'],
  'retail:till-force-confirm': ['retailManager'],
  'retail:till-cancel-order': RETAIL_STAFF,
  'retail:print-sku-labels': RETAIL_STAFF,
  'retail:email-cash-report': RETAIL_STAFF,
  'retail:agent-cash': ['retailAgent'],
  'retail:manager-session': ['retailManager'],
  'retail:manager-cash': ['retailManager'],
  'retail:manage-staff': ['retailManager'],
  'retail:upload-prepaid-cash': ['retailManager'],
  'retail:inventory-orders': ['retailAgent', 'retailManager', ...OPS],
  'distribution:manage': ['distributionManager', 'financePodLeader'],
  'distribution:approve-credit': ['financePodLeader'],
  'distribution:orders': ['distributionManager'],
  'quotations:work': ['partnerships', 'foamB2b', 'bulkRetail'],
  'coupons:manage': ['admin', 'couponManager'],
  'reviews:view': ['admin', 'couponManager', 'cet', 'cetMemberCreator'],
  'reviews:manage': ['admin', 'couponManager'],
  'messages:sandbox-outbox': ['admin', 'tech'],
  // Allow-lists are configuration, empty by default.
  'leads:leadsquared': [],
  'products:hierarchy-approval': ['admin'],
};

describe('capability table', () => {
  it('has a row for every capability', () => {
    expect(Object.keys(HOLDERS).sort()).toEqual([...CAPABILITIES].sort());
  });

  const cases = CAPABILITIES.flatMap((capability) =>
    ALL.map((name) => [capability, name, HOLDERS[capability].includes(name)] as const),
  );
  it.each(cases)('%s for %s is %s', (capability, name, expected) => {
    expect(can(DEMO[name], capability, defaultAccessConfig)).toBe(expected);
  });
});

describe('login-id and flag conditions', () => {
  it('lists the logistics-sheet Team Leader ids of the spec', () => {
    expect(LOGISTICS_SHEET_TEAM_LEADER_IDS).toEqual([9, 24, 83, 89, 737]);
  });

  it.each([
    [9, true],
    [24, true],
    [83, true],
    [89, true],
    [737, true],
    [6, false],
    [1000, false],
  ])('import-logistics-sheet for a Team Leader with login id %i is %s', (login_id, expected) => {
    const p = principal({ role: 'TEAML', login_id });
    expect(can(p, 'logistics:import-sheet', defaultAccessConfig)).toBe(expected);
  });

  it('does not open import-logistics-sheet to an allow-listed id without TEAML', () => {
    const p = principal({ role: 'CET', login_id: 9 });
    expect(can(p, 'logistics:import-sheet', defaultAccessConfig)).toBe(false);
  });

  it.each([
    ['OPS pod leader', principal({ role: 'OPS', is_pod_leader: true }), true],
    ['OPS', principal({ role: 'OPS' }), false],
    ['TEAML pod leader', principal({ role: 'TEAML', is_pod_leader: true }), false],
  ])('pincode delivery pricing upload for %s is %s', (_label, p, expected) => {
    expect(can(p, 'pincodes:pricing-upload', defaultAccessConfig)).toBe(expected);
  });

  it.each([
    ['Finance pod leader', principal({ role: 'FINANCE', is_pod_leader: true }), true],
    ['Finance', principal({ role: 'FINANCE' }), false],
    ['OPS pod leader', principal({ role: 'OPS', is_pod_leader: true }), false],
  ])('distribution management for %s is %s', (_label, p, expected) => {
    expect(can(p, 'distribution:manage', defaultAccessConfig)).toBe(expected);
  });

  it.each([
    ['CET with can_create_member', principal({ role: 'CET', can_create_member: true }), true],
    ['SALES with can_create_member', principal({ role: 'SALES', can_create_member: true }), true],
    ['TEAML with can_create_member', principal({ role: 'TEAML', can_create_member: true }), false],
    ['ADMIN with can_create_member', principal({ role: 'ADMIN', can_create_member: true }), false],
    ['CET without can_create_member', principal({ role: 'CET' }), false],
  ])('members-list for %s is %s', (_label, p, expected) => {
    expect(can(p, 'members:manage', defaultAccessConfig)).toBe(expected);
  });

  it('opens coupons, leadsquared and product hierarchy approval through configuration', () => {
    const staff = principal({ role: 'CET', login_id: 42 });
    const config = {
      ...defaultAccessConfig,
      couponStaffIds: [42],
      leadsquaredStaffIds: [42],
      productHierarchyRoles: ['CET'],
    };
    expect(can(staff, 'coupons:manage', config)).toBe(true);
    expect(can(staff, 'leads:leadsquared', config)).toBe(true);
    expect(can(staff, 'products:hierarchy-approval', config)).toBe(true);
    expect(can(staff, 'coupons:manage', defaultAccessConfig)).toBe(false);
  });

  it('matches a product-hierarchy login role as well as a role code', () => {
    const config = { ...defaultAccessConfig, productHierarchyRoles: ['Operations'] };
    expect(can(DEMO.ops, 'products:hierarchy-approval', config)).toBe(true);
    expect(can(DEMO.tech, 'products:hierarchy-approval', config)).toBe(false);
  });
});
