import { describe, expect, it } from 'vitest';
import { brandFrom, defaultBrand } from '../core/brand';
import { DEMO, principal } from '../test-support/principals';
import { defaultAccessConfig } from './access-config';
import { postLoginRedirect } from './redirect';

const to = (p: Parameters<typeof postLoginRedirect>[0]) =>
  postLoginRedirect(p, defaultBrand, defaultAccessConfig);

describe('post-login redirect (000 section 2, first match)', () => {
  it.each([
    ['TEAML', DEMO.teamLead, '/order-search'],
    ['OC', DEMO.oc, '/order-confirmation-team'],
    ['RT', DEMO.rt, '/relationship-team'],
    ['a role containing C (CET)', DEMO.cet, '/returns-replacement/store'],
    ['a role containing C (COUPON MANAGER)', DEMO.couponManager, '/returns-replacement/store'],
    // TECH contains C but 001 bars it from returns (decision 002): no other rule matches.
    ['a role containing C (TECH)', DEMO.tech, '/'],
    ['OPS', DEMO.ops, '/import-orders'],
    ['SALES', DEMO.sales, '/order-search'],
    // FINANCE contains C but may not open returns: it falls through to its own rule.
    ['FINANCE', DEMO.finance, '/refund-list'],
    [
      'Retail Manager with a started session',
      principal({ login_role: 'Retail Manager', is_session_started: true }),
      '/rm-session-dashboard',
    ],
    ['Retail Manager without a session', DEMO.retailManager, '/'],
    ['NPL', DEMO.npl, '/upload-product-automation-sheet'],
    // The NPL rule's target is the Npl login role's screen; a bare NPL code cannot open it.
    ['NPL code without the Npl login role', principal({ role: 'NPL' }), '/'],
    ['Admin', DEMO.admin, '/'],
    ['QA', DEMO.qa, '/'],
    ['Retail Agent', DEMO.retailAgent, '/'],
    ['Partnerships', DEMO.partnerships, '/'],
    ['Distribution Manager', DEMO.distributionManager, '/'],
    ['Quick Commerce Agent', DEMO.qcAgent, '/'],
    ['no role', principal({}), '/'],
  ])('%s goes to %s', (_label, p, expected) => {
    expect(to(p)).toBe(expected);
  });

  it.each([
    ['TEAML before OC', 'TEAML,OC', '/order-search'],
    ['OC before RT', 'RT,OC', '/order-confirmation-team'],
    ['RT before C', 'CET,RT', '/relationship-team'],
    ['C before SALES', 'SALES,CET', '/returns-replacement/store'],
    ['OPS before SALES', 'SALES,OPS', '/import-orders'],
    ['SALES before FINANCE', 'FINANCE,SALES', '/order-search'],
  ])('takes the first match: %s', (_label, role, expected) => {
    expect(to(principal({ role }))).toBe(expected);
  });

  it('uses the brand slug as the default returns platform', () => {
    expect(postLoginRedirect(DEMO.cet, brandFrom('Acme', 'acme'), defaultAccessConfig)).toBe(
      '/returns-replacement/acme',
    );
  });
});
