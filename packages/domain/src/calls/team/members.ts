import { z } from 'zod';
import { LOGIN_ROLES, ROLE_CODES, type RoleCode } from '../../access/roles';
import { ZRowVersion } from '../../orders/order-requests';
import { ZNewPassword } from '../../identity/schemas';
import { PATTERNS } from '../../core/validation/patterns';
import { loginIdField, ZTeamLimit, ZTeamOffset } from './fields';
import { TEAM_MESSAGES as M } from './messages';

/** Shortest member name (the address forms' rule for names, 001 section 5). */
export const MEMBER_NAME_MIN_LENGTH = 3;
/** A contact number is a 10-digit mobile (the dialer rule, 000 section 5). */
export const CONTACT_NUMBER_LENGTH = 10;

/** The role codes of a role string, in catalogue order ("CET,OC" -> ['OC', 'CET']). */
export function rolesOf(role: string): RoleCode[] {
  const parts = new Set(role.split(','));
  return ROLE_CODES.filter((code) => parts.has(code));
}

/** The role string stored for a set of codes: catalogue order, no repeats. */
export function roleStringOf(roles: readonly RoleCode[]): string {
  return ROLE_CODES.filter((code) => roles.includes(code)).join(',');
}

/** Query of GET /api/get-members/: name, e-mail or login id search, a role, inactive too, a page. */
export const ZMembersQuery = z.object({
  search: z.string().trim().toLowerCase().max(100, M.invalidSearch).optional(),
  role: z.enum(ROLE_CODES, { error: M.invalidRole }).optional(),
  include_inactive: z
    .string({ error: M.invalidFlag })
    .max(5, M.invalidFlag)
    .pipe(z.stringbool({ error: M.invalidFlag }))
    .default(false),
  limit: ZTeamLimit,
  offset: ZTeamOffset,
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;

const ZName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .min(MEMBER_NAME_MIN_LENGTH, M.nameTooShort)
  .max(100, 'At most 100 characters')
  .regex(PATTERNS.lettersSpacesAndDots, M.nameLetters);

const ZMemberEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, M.emailRequired)
  .max(254, M.invalidEmail)
  .regex(PATTERNS.email, M.invalidEmail);

const ZContact = z
  .string({ error: M.contactRequired })
  .trim()
  .min(1, M.contactRequired)
  .max(10, M.invalidContact)
  .regex(/^[6-9]\d{9}$/, M.invalidContact);

/**
 * POST /api/edit-member/: creates a member (no login_id) or changes one (login_id and the
 * version read). A new member needs a password; on an edit an empty password keeps the old one.
 */
export const ZEditMemberRequest = z
  .object({
    login_id: loginIdField(M.invalidMember).optional(),
    version: ZRowVersion.optional(),
    name: ZName,
    email: ZMemberEmail,
    contact: ZContact,
    roles: z.array(z.enum(ROLE_CODES, { error: M.invalidRole }), { error: M.invalidRole }),
    login_role: z.enum(LOGIN_ROLES, { error: M.invalidLoginRole }).nullable(),
    is_active: z.boolean({ error: M.invalidFlag }),
    is_pod_leader: z.boolean({ error: M.invalidFlag }),
    can_create_member: z.boolean({ error: M.invalidFlag }),
    password: z.union([z.literal(''), ZNewPassword]).optional(),
  })
  .superRefine((v, issues) => {
    if (v.roles.length === 0 && v.login_role === null) {
      issues.addIssue({ code: 'custom', path: ['roles'], message: M.roleRequired });
    }
    if (v.login_id === undefined && !v.password) {
      issues.addIssue({ code: 'custom', path: ['password'], message: M.passwordRequired });
    }
    if (v.login_id !== undefined && v.version === undefined) {
      issues.addIssue({ code: 'custom', path: ['version'], message: M.versionRequired });
    }
  });
export type TEditMemberRequest = z.infer<typeof ZEditMemberRequest>;
