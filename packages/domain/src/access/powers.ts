import type { AccessConfig } from './access-config';
import { CAPABILITIES, can, type Capability } from './capabilities';
import { hasAnyRole, hasRole, isLoginRole, type Principal } from './roles';

/** Team Leader login ids allowed to cancel from any status (spec 000 sections 4 and 9). */
export const CANCEL_TEAM_LEADER_IDS = [6, 270, 345, 438, 526] as const;

type PowerRule = (p: Principal, c: AccessConfig) => boolean;

const isFinance = (p: Pick<Principal, 'role' | 'login_role'>) =>
  hasRole(p, 'FINANCE') || isLoginRole(p, 'Finance');

/**
 * The powers a principal holds besides the route capabilities: rules the use cases evaluate on
 * the caller (a login id list, the pod-leader and member-creator flags). Each use case reads them
 * through here, so comparing two accounts (`powersBeyond`) sees every one of them.
 */
export const POWER_RULES = {
  /** Cancelling a cart from any status: the Team Leaders named by id (000 sections 4 and 9). */
  'orders:cancel-any-status': (p: Pick<Principal, 'role' | 'login_id'>) =>
    hasRole(p, 'TEAML') && (CANCEL_TEAM_LEADER_IDS as readonly number[]).includes(p.login_id),
  /**
   * Leading a pod: resetting its members' passwords, working every quotation lead and five more
   * discount points (docs/quotations.md), besides the pod leaders' capabilities.
   */
  'pods:lead': (p: Pick<Principal, 'is_pod_leader'>) => p.is_pod_leader,
  /** The member-creator flag, which the member managers' capabilities read with the role. */
  'members:create': (p: Pick<Principal, 'can_create_member'>) => p.can_create_member,
  /**
   * Setting a distributor's status (001 and 002 section 6): FINANCE, by role code or login role.
   * A Distribution Manager opens the screen but never sets the status.
   */
  'distribution:set-status': (p: Pick<Principal, 'role' | 'login_role'>) => isFinance(p),
  /**
   * Setting a distributor's credit limit: money Finance lends, so FINANCE only, as the status (a
   * designed choice, docs/distribution.md).
   */
  'distribution:set-credit-limit': (p: Pick<Principal, 'role' | 'login_role'>) => isFinance(p),
  /** Paying by bank account (payment method 3): Admin, Tech and Team Leaders (001 sections 3, 6). */
  'payments:bank-account-method': (p: Pick<Principal, 'role' | 'login_role'>) =>
    hasAnyRole(p, ['ADMIN', 'TECH', 'TEAML']) || isLoginRole(p, 'Admin'),
  /** Paying from dealer credit (payment method 6): the Distribution Manager, for distributors. */
  'payments:dealer-credit-method': (p: Pick<Principal, 'role' | 'login_role'>) =>
    hasRole(p, 'DISTRIBUTION MANAGER') || isLoginRole(p, 'Distribution Manager'),
} satisfies Record<string, PowerRule>;

/** A capability or one of the powers above. */
export type Power = Capability | keyof typeof POWER_RULES;

/** Every power of the access model: the capabilities, then the use cases' own rules. */
export const POWERS: readonly Power[] = [
  ...CAPABILITIES,
  ...(Object.keys(POWER_RULES) as (keyof typeof POWER_RULES)[]),
];

const isPowerRule = (power: Power): power is keyof typeof POWER_RULES => power in POWER_RULES;

/** Whether a principal holds a power. */
export function holds(p: Principal, power: Power, config: AccessConfig): boolean {
  return isPowerRule(power) ? POWER_RULES[power](p) : can(p, power, config);
}

/**
 * Capabilities about one's own work only (signing in, Working/Break, one's own activity): holding
 * them gives no power over orders, money or other people.
 */
const OWN_WORK_CAPABILITIES: readonly Power[] = ['session', 'status:toggle', 'activity:own'];

/** The powers `account` holds and `other` does not, own-work capabilities aside. */
export function powersBeyond(account: Principal, other: Principal, config: AccessConfig): Power[] {
  return POWERS.filter(
    (power) =>
      !OWN_WORK_CAPABILITIES.includes(power) &&
      holds(account, power, config) &&
      !holds(other, power, config),
  );
}
