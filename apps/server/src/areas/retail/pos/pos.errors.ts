import { POS_MESSAGES as M } from '@backoffice/domain/retail/pos';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why building a POS order is refused (docs/retail.md "Point of sale"). */
export type PosErrorCode =
  | 'retail.pos_otp_invalid'
  | 'retail.pos_otp_expired'
  | 'retail.pos_otp_attempts'
  | 'retail.pos_mobile_not_verified'
  | 'retail.pos_read_only'
  | 'retail.pos_line_not_found'
  | 'retail.pos_line_repeated'
  | 'retail.pos_too_many_lines'
  | 'retail.pos_sku_not_found'
  | 'retail.pos_dimensions_mismatch'
  | 'retail.pos_delivery_mode_unavailable'
  | 'retail.pos_delivery_charges_changed'
  | 'retail.pos_not_instant_pickup'
  | 'retail.pos_coupon_refused'
  | 'retail.pos_address_not_found';

export const POS_ERRORS = {
  'retail.pos_otp_invalid': { kind: 'VALIDATION', message: M.otpInvalid },
  'retail.pos_otp_expired': { kind: 'VALIDATION', message: M.otpExpired },
  'retail.pos_otp_attempts': { kind: 'VALIDATION', message: M.otpTooManyAttempts },
  'retail.pos_mobile_not_verified': { kind: 'VALIDATION', message: M.mobileNotVerified },
  'retail.pos_read_only': { kind: 'VALIDATION', message: M.orderReadOnly },
  'retail.pos_line_not_found': { kind: 'NOT_FOUND', message: M.lineNotFound },
  'retail.pos_line_repeated': { kind: 'VALIDATION', message: M.lineRepeated },
  'retail.pos_too_many_lines': { kind: 'VALIDATION', message: M.tooManyLines },
  'retail.pos_sku_not_found': { kind: 'VALIDATION', message: M.productRequired },
  'retail.pos_dimensions_mismatch': {
    kind: 'VALIDATION',
    message: 'The size does not match the product chosen',
  },
  'retail.pos_delivery_mode_unavailable': {
    kind: 'VALIDATION',
    message: M.deliveryModeUnavailable,
  },
  'retail.pos_delivery_charges_changed': {
    kind: 'VALIDATION',
    message: 'The delivery charges changed. Reload the order and choose again.',
  },
  'retail.pos_not_instant_pickup': {
    kind: 'VALIDATION',
    message: 'This product is not an instant pickup',
  },
  'retail.pos_coupon_refused': { kind: 'VALIDATION', message: asWorded },
  'retail.pos_address_not_found': { kind: 'NOT_FOUND', message: M.addressNotFound },
} as const satisfies Record<PosErrorCode, ErrorRow>;

export const posError = areaErrors(POS_ERRORS);
