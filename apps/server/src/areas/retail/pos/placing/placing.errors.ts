import { POS_MESSAGES, POS_PLACING_MESSAGES as M } from '@backoffice/domain/retail/pos';
import { areaErrors, asWorded, type ErrorRow } from '../../../../core/errors';

/** Why placing a POS order, or an action after it, is refused (docs/retail.md). */
export type PosPlacingErrorCode =
  | 'retail.pos_order_not_found'
  | 'retail.pos_other_store'
  | 'retail.pos_order_cancelled'
  | 'retail.pos_already_placed'
  | 'retail.pos_payment_in_progress'
  | 'retail.pos_no_payment_in_progress'
  | 'retail.pos_not_placed'
  | 'retail.pos_carts_changed'
  | 'retail.pos_total_mismatch'
  | 'retail.pos_shipping_address_required'
  | 'retail.pos_placing_refused'
  | 'retail.pos_gift_card_used'
  | 'retail.pos_no_gift_card_used'
  | 'retail.pos_resend_not_card'
  | 'retail.pos_force_confirm_refused';

/** Each failure's kind and message. */
export const POS_PLACING_ERRORS = {
  'retail.pos_order_not_found': { kind: 'NOT_FOUND', message: POS_MESSAGES.orderNotFound },
  'retail.pos_other_store': { kind: 'FORBIDDEN', message: M.notAStoreOrder },
  'retail.pos_order_cancelled': { kind: 'VALIDATION', message: M.orderCancelled },
  'retail.pos_already_placed': { kind: 'VALIDATION', message: M.alreadyPlaced },
  'retail.pos_payment_in_progress': { kind: 'VALIDATION', message: M.paymentInProgress },
  'retail.pos_no_payment_in_progress': { kind: 'VALIDATION', message: M.noPaymentInProgress },
  'retail.pos_not_placed': { kind: 'VALIDATION', message: M.notPlaced },
  'retail.pos_carts_changed': { kind: 'VALIDATION', message: M.cartsChanged },
  'retail.pos_total_mismatch': { kind: 'VALIDATION', message: M.totalMismatch },
  'retail.pos_shipping_address_required': {
    kind: 'VALIDATION',
    message: POS_MESSAGES.shippingAddressRequired,
  },
  'retail.pos_placing_refused': { kind: 'VALIDATION', message: asWorded },
  'retail.pos_gift_card_used': { kind: 'VALIDATION', message: M.giftCardUsed },
  'retail.pos_no_gift_card_used': { kind: 'VALIDATION', message: M.noGiftCardUsed },
  'retail.pos_resend_not_card': { kind: 'VALIDATION', message: M.resendNotCardProvider },
  'retail.pos_force_confirm_refused': { kind: 'FORBIDDEN', message: M.forceConfirmNotAllowed },
} as const satisfies Record<PosPlacingErrorCode, ErrorRow>;

/** The error of a placing failure code. */
export const posPlacingError = areaErrors(POS_PLACING_ERRORS);
