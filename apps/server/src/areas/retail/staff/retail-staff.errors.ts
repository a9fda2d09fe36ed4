import { RETAIL_STAFF_MESSAGES as M } from '@backoffice/domain/retail/staff';
import { areaErrors, type ErrorRow } from '../../../core/errors';

/** Why a retail staff call is refused (docs/retail.md, "Retail staff"). */
export type RetailStaffErrorCode =
  | 'retail.not_a_store_manager'
  | 'retail.member_not_found'
  | 'retail.own_membership'
  | 'retail.manager_account_read_only'
  | 'retail.own_store_only'
  | 'retail.store_not_found'
  | 'retail.same_store'
  | 'retail.read_only_field'
  | 'retail.email_taken'
  | 'retail.member_inactive';

/** Each retail staff failure's kind and message. */
export const RETAIL_STAFF_ERRORS = {
  'retail.not_a_store_manager': { kind: 'FORBIDDEN', message: M.notAStoreManager },
  'retail.member_not_found': { kind: 'NOT_FOUND', message: M.memberNotFound },
  'retail.own_membership': { kind: 'FORBIDDEN', message: M.ownAccount },
  'retail.manager_account_read_only': { kind: 'FORBIDDEN', message: M.managerAccountReadOnly },
  'retail.own_store_only': { kind: 'VALIDATION', message: M.ownStoreOnly },
  'retail.store_not_found': { kind: 'VALIDATION', message: M.storeNotFound },
  'retail.same_store': { kind: 'VALIDATION', message: M.sameStore },
  'retail.read_only_field': { kind: 'VALIDATION', message: M.readOnlyField },
  'retail.email_taken': { kind: 'VALIDATION', message: M.emailTaken },
  'retail.member_inactive': { kind: 'VALIDATION', message: M.memberInactive },
} as const satisfies Record<RetailStaffErrorCode, ErrorRow>;

/** The error of a retail staff failure code. */
export const retailStaffError = areaErrors(RETAIL_STAFF_ERRORS);
