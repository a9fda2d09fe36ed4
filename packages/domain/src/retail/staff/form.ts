import { z } from 'zod';
import { PATTERNS } from '../../core/validation/patterns';
import { RETAIL_STAFF_MESSAGES as M } from './messages';
import { isRetailRoleType, type RetailRoleType } from './roles';

/** A contact number is 10 digits (002 section 5). */
export const RETAIL_CONTACT_LENGTH = 10;
/** Longest store id (e.g. BLR-IND-01). */
export const RETAIL_STORE_ID_MAX_LENGTH = 20;

export const ZRetailStoreId = z
  .string({ error: M.storeRequired })
  .trim()
  .min(1, M.storeRequired)
  .max(RETAIL_STORE_ID_MAX_LENGTH, M.storeRequired);

/** A role type; none picked yet (null) is refused with the same message. */
export const ZRetailRoleType = z
  .number({ error: M.roleRequired })
  .nullable()
  .refine((v): v is RetailRoleType => v !== null && isRetailRoleType(v), M.roleRequired);

/** The retail staff form (002 section 5): what create and update send. */
export const ZRetailStaffForm = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .max(254, M.invalidEmail)
    .regex(PATTERNS.email, M.invalidEmail),
  role_type: ZRetailRoleType,
  contact: z
    .string({ error: M.contactRequired })
    .trim()
    .min(1, M.contactRequired)
    .max(RETAIL_CONTACT_LENGTH, M.invalidContact)
    .regex(/^\d{10}$/, M.invalidContact),
  retail_store_id: ZRetailStoreId,
});
export type TRetailStaffForm = z.infer<typeof ZRetailStaffForm>;
