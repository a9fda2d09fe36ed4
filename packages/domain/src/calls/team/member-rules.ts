import { hasAnyRole, type LoginRole, type Principal, type RoleCode } from '../../access/roles';
import { TEAM_MESSAGES as M } from './messages';

/**
 * Roles a member manager cannot give or take: /members-list is for members who may create
 * members but are neither TEAML nor ADMIN (000 section 6), so Team Leaders and Admins, and the
 * Admin login role, stay with an Admin.
 */
export const PROTECTED_ROLE_CODES = ['ADMIN', 'TEAML'] as const satisfies readonly RoleCode[];
export const PROTECTED_LOGIN_ROLES = ['Admin'] as const satisfies readonly LoginRole[];

/** Whether a member is out of a member manager's reach (a Team Leader or an Admin). */
export function isProtectedMember(member: Pick<Principal, 'role' | 'login_role'>): boolean {
  return (
    hasAnyRole(member, PROTECTED_ROLE_CODES) ||
    (member.login_role !== null &&
      (PROTECTED_LOGIN_ROLES as readonly LoginRole[]).includes(member.login_role))
  );
}

/** Why an edit of a member is refused; `forbidden` refusals answer 403, the others 400. */
export interface MemberEditRefusal {
  field: string;
  message: string;
  forbidden: boolean;
}

export interface MemberEdit {
  /** Who edits. */
  callerLoginId: number;
  /** The member as it is (undefined when creating one). */
  before: Pick<Principal, 'login_id' | 'role' | 'login_role'> | undefined;
  /** What the member becomes. */
  after: {
    roles: readonly RoleCode[];
    login_role: LoginRole | null;
    is_active: boolean;
    can_create_member: boolean;
  };
}

/**
 * The rules of creating or changing a member, first refusal wins: Team Leaders and Admins are
 * not edited here; ADMIN, TEAML and the Admin login role are not given here; nobody deactivates
 * themselves or takes away their own right to create members.
 */
export function memberEditRefusal({ callerLoginId, before, after }: MemberEdit) {
  const refuse = (field: string, message: string, forbidden = false): MemberEditRefusal => ({
    field,
    message,
    forbidden,
  });
  if (before && isProtectedMember(before)) return refuse('login_id', M.protectedMember, true);
  if (after.roles.some((r) => (PROTECTED_ROLE_CODES as readonly RoleCode[]).includes(r))) {
    return refuse('roles', M.protectedRole);
  }
  if (isProtectedMember({ role: '', login_role: after.login_role })) {
    return refuse('login_role', M.protectedLoginRole);
  }
  if (before?.login_id === callerLoginId) {
    if (!after.is_active) return refuse('is_active', M.selfDeactivate);
    if (!after.can_create_member) return refuse('can_create_member', M.selfMemberRights);
  }
  return null;
}
