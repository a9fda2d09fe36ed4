import type { AccessConfig } from '../access/access-config';
import { can } from '../access/capabilities';
import { powersBeyond } from '../access/powers';
import { hasRole, isLoginRole, type Principal } from '../access/roles';

/** Why a password reset is refused; null from `passwordResetRefusal` means it may go ahead. */
export type PasswordResetRefusal =
  'own-account' | 'not-a-resetter' | 'protected-account' | 'more-powers' | 'other-pod';

/** The messages the refusals answer with. */
export const PASSWORD_RESET_MESSAGES = {
  'own-account': 'Use Change Password for your own account',
  'not-a-resetter': 'You may not reset passwords',
  'protected-account': 'Only an Admin may reset the password of an Admin or Tech account',
  'more-powers': 'You may not reset the password of an account that can do more than you can',
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

/**
 * Whose password one may reset (decisions 011 and 018). One's own password is changed with the
 * current one, never reset. An Admin may reset anyone else's. Nobody else may reset an Admin or
 * Tech account, nor, holding the reset capability, one holding a power they lack (any capability
 * but the own-work ones, or a use case's own rule: `powersBeyond`), nor a member of a pod they do
 * not lead.
 */
export function passwordResetRefusal(reset: PasswordReset): PasswordResetRefusal | null {
  const { resetter, target, targetPodLeaderId, config } = reset;
  if (resetter.login_id === target.login_id) return 'own-account';
  if (isAdmin(resetter)) return null;
  if (!can(resetter, 'users:reset-password', config)) return 'not-a-resetter';
  if (isAdmin(target) || hasRole(target, 'TECH')) return 'protected-account';
  if (powersBeyond(target, resetter, config).length > 0) return 'more-powers';
  if (targetPodLeaderId !== null && targetPodLeaderId !== resetter.login_id) return 'other-pod';
  return null;
}
