import { z } from 'zod';
import { MAX_ROW_ID, wireNumber } from '../../core/validation/wire-number';
import { ZRetailStaffForm, ZRetailStoreId } from './form';
import { RETAIL_STAFF_MESSAGES as M } from './messages';
import { RETAIL_STAFF_DEFAULT_PAGE_SIZE, RETAIL_STAFF_PAGE_SIZES } from './page-sizes';

const ZRetailMemberPid = z
  .number({ error: M.invalidMember })
  .int(M.invalidMember)
  .min(1, M.invalidMember)
  .max(MAX_ROW_ID, M.invalidMember);

/** GET /api/retail-staff/: one page of the caller's store, by search term, inactive too. */
export const ZRetailStaffQuery = z.object({
  offset: wireNumber(
    z
      .number({ error: M.invalidOffset })
      .int(M.invalidOffset)
      .min(0, M.invalidOffset)
      .max(MAX_ROW_ID, M.invalidOffset)
      .default(0),
  ),
  limit: wireNumber(
    z
      .number({ error: M.invalidPageSize })
      .refine((n) => RETAIL_STAFF_PAGE_SIZES.includes(n), M.invalidPageSize)
      .default(RETAIL_STAFF_DEFAULT_PAGE_SIZE),
  ),
  include_inactive: z
    .string({ error: M.invalidFlag })
    .max(5, M.invalidFlag)
    .pipe(z.stringbool({ error: M.invalidFlag }))
    .default(false),
  search_term: z.string({ error: M.invalidSearch }).trim().max(100, M.invalidSearch).default(''),
});
export type TRetailStaffQuery = z.infer<typeof ZRetailStaffQuery>;

/** POST /api/create-retail-member/: the form. */
export const ZCreateRetailMemberRequest = ZRetailStaffForm;
export type TCreateRetailMemberRequest = z.infer<typeof ZCreateRetailMemberRequest>;

/** POST /api/update-retail-member/: the form of a member (name, email and contact unchanged). */
export const ZUpdateRetailMemberRequest = ZRetailStaffForm.extend({
  retail_member_pid: ZRetailMemberPid,
});
export type TUpdateRetailMemberRequest = z.infer<typeof ZUpdateRetailMemberRequest>;

/** POST /api/toggle-retail-member/: deactivate (true) or activate (false) a member. */
export const ZToggleRetailMemberRequest = z.object({
  retail_member_pid: ZRetailMemberPid,
  deactivate_member: z.boolean({ error: M.invalidFlag }),
});
export type TToggleRetailMemberRequest = z.infer<typeof ZToggleRetailMemberRequest>;

/** POST /api/retail-member-remapping/: move a member to another store. */
export const ZRetailMemberRemappingRequest = z.object({
  retail_member_pid: ZRetailMemberPid,
  retail_store_id: ZRetailStoreId,
});
export type TRetailMemberRemappingRequest = z.infer<typeof ZRetailMemberRemappingRequest>;

/** POST /api/toggle-retail-access/: give back (true) or take away (false) the retail screens. */
export const ZToggleRetailAccessRequest = z.object({
  retail_member_pid: ZRetailMemberPid,
  retail_access: z.boolean({ error: M.invalidFlag }),
});
export type TToggleRetailAccessRequest = z.infer<typeof ZToggleRetailAccessRequest>;
