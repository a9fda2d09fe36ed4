import { z } from 'zod';
import { ZRetailRoleType } from './form';

const text = (max: number) => z.string().max(max);

/** A retail staff member as the list and the answers show them (002 section 3). */
export const ZRetailMember = z.object({
  retail_member_pid: z.number().int(),
  login_id: z.number().int(),
  name: text(100),
  email: text(254),
  contact: text(10),
  role_type: ZRetailRoleType,
  role: text(20),
  retail_store_id: text(20),
  retail_store_name: text(100),
  /** ISO 8601. */
  create_timestamp: text(40),
  /** The membership: an inactive member is listed only with Include Inactive. */
  is_active: z.boolean(),
  /** The staff account: false once deactivated (the member cannot sign in). */
  is_account_active: z.boolean(),
});
export type RetailMember = z.infer<typeof ZRetailMember>;

/** GET /api/retail-staff/. */
export const ZRetailStaffPage = z.object({
  data: z.array(ZRetailMember),
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type RetailStaffPage = z.infer<typeof ZRetailStaffPage>;

/** GET /api/retail-store-ids/: every store, for the form's Retail Store ID. */
export const ZRetailStoreIds = z.object({
  data: z.array(z.object({ retail_store_id: text(20), name: text(100) })),
});
export type RetailStoreIds = z.infer<typeof ZRetailStoreIds>;

/** The answer of every write: the message to toast and the member as it now is. */
export const ZRetailMemberAnswer = z.object({
  message: text(200),
  member: ZRetailMember,
});
export type RetailMemberAnswer = z.infer<typeof ZRetailMemberAnswer>;

/**
 * POST /api/create-retail-member/: also the new account's first password, shown once (the
 * member must choose their own at the first sign-in); a replay of the same Idempotency-Key
 * answers without it.
 */
export const ZCreateRetailMemberAnswer = ZRetailMemberAnswer.extend({
  first_password: text(40).optional(),
});
export type CreateRetailMemberAnswer = z.infer<typeof ZCreateRetailMemberAnswer>;
