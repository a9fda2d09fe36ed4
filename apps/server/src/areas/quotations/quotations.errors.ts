import { LEAD_MESSAGES as L, QUOTATION_MESSAGES as Q } from '@backoffice/domain/quotations';
import { areaErrors, type ErrorRow } from '../../core/errors';

/** Why a lead or quotation call is refused (docs/quotations.md). */
export type QuotationsErrorCode =
  | 'quotations.lead_not_found'
  | 'quotations.quotation_not_found'
  | 'quotations.duplicate_open_lead'
  | 'quotations.status_not_allowed'
  | 'quotations.not_lead_owner'
  | 'quotations.lead_acquired'
  | 'quotations.lead_lost'
  | 'quotations.has_order'
  | 'quotations.expired'
  | 'quotations.discount_over_limit'
  | 'quotations.total_mismatch';

/** Each failure's kind and message. */
export const QUOTATIONS_ERRORS = {
  'quotations.lead_not_found': { kind: 'NOT_FOUND', message: L.leadNotFound },
  'quotations.quotation_not_found': { kind: 'NOT_FOUND', message: Q.quotationNotFound },
  'quotations.duplicate_open_lead': { kind: 'VALIDATION', message: L.duplicateMobile },
  'quotations.status_not_allowed': { kind: 'VALIDATION', message: L.statusNotAllowed },
  'quotations.not_lead_owner': { kind: 'FORBIDDEN', message: Q.notOwner },
  'quotations.lead_acquired': { kind: 'VALIDATION', message: Q.acquired },
  'quotations.lead_lost': { kind: 'VALIDATION', message: Q.lost },
  'quotations.has_order': { kind: 'VALIDATION', message: Q.hasOrder },
  'quotations.expired': { kind: 'VALIDATION', message: Q.expired },
  'quotations.discount_over_limit': { kind: 'VALIDATION', message: Q.discountOverLimit },
  'quotations.total_mismatch': { kind: 'VALIDATION', message: Q.totalMismatch },
} as const satisfies Record<QuotationsErrorCode, ErrorRow>;

/** The error of a quotations failure code. */
export const quotationsError = areaErrors(QUOTATIONS_ERRORS);
