import { BANK_OFFER_MESSAGES, POS_MESSAGES } from '@backoffice/domain/retail/pos';
import { areaErrors, asWorded, type ErrorRow } from '../../../../core/errors';

/** Why a till's payment call (gift card, card BIN, bank offer) is refused (docs/retail.md). */
export type PosPaymentErrorCode =
  | 'retail.pos_gift_card_refused'
  | 'retail.pos_offer_not_found'
  | 'retail.pos_card_bin_invalid'
  | 'retail.pos_payment_order_not_found'
  | 'retail.pos_payment_other_store'
  | 'retail.pos_payment_read_only';

/** Each failure's kind and message. */
export const POS_PAYMENT_ERRORS = {
  'retail.pos_gift_card_refused': { kind: 'VALIDATION', message: asWorded },
  'retail.pos_offer_not_found': { kind: 'VALIDATION', message: 'Offer not found' },
  'retail.pos_card_bin_invalid': { kind: 'VALIDATION', message: BANK_OFFER_MESSAGES.binInvalid },
  'retail.pos_payment_order_not_found': { kind: 'NOT_FOUND', message: POS_MESSAGES.orderNotFound },
  'retail.pos_payment_other_store': { kind: 'FORBIDDEN', message: POS_MESSAGES.otherStore },
  'retail.pos_payment_read_only': { kind: 'VALIDATION', message: POS_MESSAGES.orderReadOnly },
} as const satisfies Record<PosPaymentErrorCode, ErrorRow>;

/** The error of a till payment failure code. */
export const posPaymentError = areaErrors(POS_PAYMENT_ERRORS);
