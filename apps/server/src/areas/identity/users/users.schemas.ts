import { LOGIN_ROLES, type AccessConfig } from '@backoffice/domain/access';
import {
  USER_STATUSES,
  type ActivityResponse,
  type CurrentUser,
  type LoginResponse,
  type UserDetailsResponse,
} from '@backoffice/domain/identity';
import { z } from 'zod';

// Answer schemas: they document the API (/api/docs) and shape what is sent. The domain's
// interfaces are the source; `satisfies` keeps each schema in step with its interface.

export const ZSuccess = z.object({ success: z.literal(true) });

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
}) satisfies z.ZodType<CurrentUser>;

export const ZAccessConfig = z.object({
  couponStaffIds: z.array(z.number().int()).readonly(),
  leadsquaredStaffIds: z.array(z.number().int()).readonly(),
  productHierarchyRoles: z.array(z.string()).readonly(),
  combinedReviews: z.boolean(),
  reviewOrdersAsList: z.boolean(),
  cancelAnyStatus: z.boolean(),
}) satisfies z.ZodType<AccessConfig>;

export const ZUserDetailsResponse = z.object({
  user: ZCurrentUser,
  access_config: ZAccessConfig,
}) satisfies z.ZodType<UserDetailsResponse>;

export const ZLoginResponse = ZUserDetailsResponse.extend({
  token: z.string(),
}) satisfies z.ZodType<LoginResponse>;

const ZPeriod = z.object({ start: z.string(), end: z.string().nullable() });
export const ZActivityResponse = z.object({
  login_id: z.number().int(),
  working: z.array(ZPeriod),
  break: z.array(ZPeriod),
}) satisfies z.ZodType<ActivityResponse>;

/** GET /api/staff/:login_id/: who a password is about to be reset for. */
export const ZStaffSummary = ZCurrentUser.pick({
  login_id: true,
  name: true,
  email: true,
  role: true,
  login_role: true,
});
export type StaffSummary = z.infer<typeof ZStaffSummary>;
