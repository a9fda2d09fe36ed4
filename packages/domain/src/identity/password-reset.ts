import type { AccessConfig } from '../access/access-config';
import { CAPABILITIES, can, type Capability } from '../access/capabilities';
import { hasRole, isLoginRole, type Principal } from '../access/roles';

/**
 * Capabilities about one's own work only (signing in, Working/Break, one's own activity): holding
 * them gives no power over orders, money or other people, so they do not make an account "more
 * capable" than its resetter.
 */
const OWN_WORK_CAPABILITIES: readonly Capability[] = ['session', 'status:toggle', 'activity:own'];

/** Why a password reset is refused; null from `passwordResetRefusal` means it may go ahead. */
export type PasswordResetRefusal =
  'own-account' | 'not-a-resetter' | 'protected-account' | 'more-capabilities' | 'other-pod';

/** The messages the refusals answer with. */
export const PASSWORD_RESET_MESSAGES = {
  'own-account': 'Use Change Password for your own account',
  'not-a-resetter': 'You may not reset passwords',
  'protected-account': 'Only an Admin may reset the password of an Admin or Tech account',
  'more-capabilities': 'You may not reset the password of an account that can do more than you can',
  'other-pod': "Only this member's pod leader or an Admin may reset their password",
} as const satisfies Record<PasswordResetRefusal, string>;

/** The two accounts of a password reset, and the pod the target is in. */
export interface PasswordReset {
  resetter: Principal;
  target: Principal;
  /** The login id of the target's pod leader; null when the target is in no pod. */
  targetPodLeaderId: number | null;
  config: AccessConfig;
}

const isAdmin = (p: Principal) => hasRole(p, 'ADMIN') || isLoginRole(p, 'Admin');

/** The capabilities the target holds and the resetter does not, own-work ones aside. */
export function capabilitiesBeyond(reset: Omit<PasswordReset, 'targetPodLeaderId'>): Capability[] {
  const { resetter, target, config } = reset;
  return CAPABILITIES.filter(
    (c) =>
      !OWN_WORK_CAPABILITIES.includes(c) && can(target, c, config) && !can(resetter, c, config),
  );
}

/**
 * Who may set whose password (decision 011). One's own password is changed with the current one,
 * never reset. An Admin may reset anyone else's. Nobody else may reset an Admin or Tech account,
 * nor, holding the reset capability, one that can do something they cannot (own-work capabilities
 * aside), nor a member of a pod they do not lead.
 */
export function passwordResetRefusal(reset: PasswordReset): PasswordResetRefusal | null {
  const { resetter, target, targetPodLeaderId, config } = reset;
  if (resetter.login_id === target.login_id) return 'own-account';
  if (isAdmin(resetter)) return null;
  if (!can(resetter, 'users:reset-password', config)) return 'not-a-resetter';
  if (isAdmin(target) || hasRole(target, 'TECH')) return 'protected-account';
  if (capabilitiesBeyond(reset).length > 0) return 'more-capabilities';
  if (targetPodLeaderId !== null && targetPodLeaderId !== resetter.login_id) return 'other-pod';
  return null;
}
