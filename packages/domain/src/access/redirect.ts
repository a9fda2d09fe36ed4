import type { Brand } from '../core/brand';
import type { AccessConfig } from './access-config';
import { can, type Capability } from './capabilities';
import { hasRole, isLoginRole, type Principal } from './roles';
import { defaultPlatform } from './routes';

interface RedirectRule {
  when: (p: Principal) => boolean;
  to: (brand: Brand) => string;
  capability: Capability;
}

/**
 * Post-login redirect by role, first match (spec 000 section 2).
 *
 * Decision: a rule applies only when the user may open its target. The spec's "role containing
 * C" rule would otherwise send FINANCE (which contains C) to returns-replacement, a route the
 * spec forbids to FINANCE; with the target check FINANCE falls through to /refund-list as the
 * spec's own FINANCE rule intends. The NPL rule is the "one reading" the spec gives.
 */
const RULES: readonly RedirectRule[] = [
  { when: (p) => hasRole(p, 'TEAML'), to: () => '/order-search', capability: 'orders:search' },
  {
    when: (p) => hasRole(p, 'OC'),
    to: () => '/order-confirmation-team',
    capability: 'orders:oc-list',
  },
  { when: (p) => hasRole(p, 'RT'), to: () => '/relationship-team', capability: 'orders:rt-list' },
  {
    when: (p) => hasRole(p, 'C'),
    to: (b) => `/returns-replacement/${defaultPlatform(b)}`,
    capability: 'returns:list',
  },
  { when: (p) => hasRole(p, 'OPS'), to: () => '/import-orders', capability: 'warehouse:ops' },
  { when: (p) => hasRole(p, 'SALES'), to: () => '/order-search', capability: 'orders:search' },
  { when: (p) => hasRole(p, 'FINANCE'), to: () => '/refund-list', capability: 'refunds:view' },
  {
    when: (p) => isLoginRole(p, 'Retail Manager') && p.is_session_started,
    to: () => '/rm-session-dashboard',
    capability: 'retail:manager-session',
  },
  {
    when: (p) => hasRole(p, 'NPL') || isLoginRole(p, 'Npl'),
    to: () => '/upload-product-automation-sheet',
    capability: 'uploads:product-automation',
  },
];

/** Where a user lands after signing in (when no location was remembered). */
export function postLoginRedirect(p: Principal, brand: Brand, config: AccessConfig): string {
  const rule = RULES.find((r) => r.when(p) && can(p, r.capability, config));
  return rule ? rule.to(brand) : '/';
}
