import { z } from 'zod';
import type { AccessConfig } from '../access/access-config';
import { LOGIN_ROLES } from '../access/roles';
import { USER_STATUSES } from './current-user';
import { ZPasswordResetNotice } from './password-link';

/**
 * The answers of the identity calls (sign-in, the current user, Working/Break, passwords): one
 * schema per payload, the types inferred from them, sent by the server and checked by the web
 * in development and tests.
 */

/** The answer of a write that has nothing more to say (sign-out, password change). */
export const ZSuccess = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof ZSuccess>;

/** The spec's current-user fields (000 section 3), as GET /api/user-details/ answers them. */
export const ZCurrentUser = z.object({
  role: z.string(),
  login_role: z.enum(LOGIN_ROLES).nullable(),
  login_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  is_session_started: z.boolean(),
  is_pod_leader: z.boolean(),
  can_create_member: z.boolean(),
  /** Someone else gave the first password (a retail member's): the user chooses one first. */
  must_change_password: z.boolean(),
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

/** The access configuration the menu needs (the access area's AccessConfig). */
export const ZAccessConfig = z.object({
  couponStaffIds: z.array(z.number().int()).readonly(),
  leadsquaredStaffIds: z.array(z.number().int()).readonly(),
  productHierarchyRoles: z.array(z.string()).readonly(),
  combinedReviews: z.boolean(),
  reviewOrdersAsList: z.boolean(),
  cancelAnyStatus: z.boolean(),
}) satisfies z.ZodType<AccessConfig>;

/** GET /api/user-details/: the user plus the access configuration the menu needs. */
export const ZUserDetailsResponse = z.object({
  user: ZCurrentUser,
  access_config: ZAccessConfig,
});
export type UserDetailsResponse = z.infer<typeof ZUserDetailsResponse>;

/**
 * POST /api/login/ success. `password_reset` is the reset of the account since its previous
 * sign-in (who and when, decision 018), shown once; null when there was none.
 */
export const ZLoginResponse = ZUserDetailsResponse.extend({
  token: z.string(),
  password_reset: ZPasswordResetNotice.nullable(),
});
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** One Working or Break period of GET /api/activity/. `end` is null while it lasts. */
export const ZActivityPeriod = z.object({ start: z.string(), end: z.string().nullable() });
export type ActivityPeriod = z.infer<typeof ZActivityPeriod>;

/** GET /api/activity/ and /api/activity/:login_id/. */
export const ZActivityResponse = z.object({
  login_id: z.number().int(),
  working: z.array(ZActivityPeriod),
  break: z.array(ZActivityPeriod),
});
export type ActivityResponse = z.infer<typeof ZActivityResponse>;

/** POST /api/update-user-status/: the caller's status now. */
export const ZUpdateUserStatusResponse = z.object({
  success: z.literal(true),
  status: z.enum(USER_STATUSES),
});
export type UpdateUserStatusResponse = z.infer<typeof ZUpdateUserStatusResponse>;

/** GET /api/staff/:login_id/: who a password is about to be reset for. */
export const ZStaffSummary = ZCurrentUser.pick({
  login_id: true,
  name: true,
  email: true,
  role: true,
  login_role: true,
});
export type StaffSummary = z.infer<typeof ZStaffSummary>;
