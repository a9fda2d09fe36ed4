import {
  COD_TO_ONLINE_MESSAGES as CTO,
  PAYMENT_LINK_MESSAGES as LINK,
  PAYMENT_TYPE_CHANGE_MESSAGES as TYPE,
} from '@backoffice/domain/sales/payments';
import { areaErrors, type ErrorRow } from '../../../core/errors';

/** A cart's refusal worded by a domain rule, named by its cart. */
const cartRefusal = (cartPid: number, refusal: string) => `Cart ${cartPid}: ${refusal}`;

/** Why a payment link, a COD to online request or a payment type change is refused. */
export type PaymentErrorCode =
  | 'sales.link_not_found'
  | 'sales.link_already_paid'
  | 'sales.link_already_cancelled'
  | 'sales.link_not_cancellable'
  | 'sales.link_amount_required'
  | 'sales.link_needs_online_order'
  | 'sales.nothing_due'
  | 'sales.via_not_allowed'
  | 'sales.via_not_link'
  | 'sales.no_mobile'
  | 'sales.cart_not_of_order'
  | 'sales.cart_refused'
  | 'sales.conversion_not_found'
  | 'sales.conversion_via_not_offered'
  | 'sales.payment_ref_required'
  | 'sales.conversion_not_pending'
  | 'sales.same_payment_type'
  | 'sales.paid_online'
  | 'sales.no_eligible_cart';

/** Each payments failure's kind and message. */
export const PAYMENT_ERRORS = {
  'sales.link_not_found': { kind: 'NOT_FOUND', message: LINK.notFound },
  'sales.link_already_paid': { kind: 'VALIDATION', message: LINK.alreadyPaid },
  'sales.link_already_cancelled': { kind: 'VALIDATION', message: LINK.alreadyCancelled },
  'sales.link_not_cancellable': { kind: 'VALIDATION', message: LINK.notCancellable },
  'sales.link_amount_required': { kind: 'VALIDATION', message: LINK.amountRequired },
  'sales.link_needs_online_order': { kind: 'VALIDATION', message: LINK.newNeedsOnline },
  'sales.nothing_due': { kind: 'VALIDATION', message: LINK.nothingDue },
  'sales.via_not_allowed': { kind: 'VALIDATION', message: LINK.viaNotAllowed },
  'sales.via_not_link': { kind: 'VALIDATION', message: LINK.viaNotLink },
  'sales.no_mobile': { kind: 'VALIDATION', message: LINK.noMobile },
  'sales.cart_not_of_order': { kind: 'VALIDATION', message: CTO.notThisOrder },
  'sales.cart_refused': { kind: 'VALIDATION', message: cartRefusal },
  'sales.conversion_not_found': { kind: 'NOT_FOUND', message: CTO.notFound },
  'sales.conversion_via_not_offered': { kind: 'VALIDATION', message: CTO.viaNotOffered },
  'sales.payment_ref_required': { kind: 'VALIDATION', message: CTO.required },
  'sales.conversion_not_pending': { kind: 'VALIDATION', message: CTO.notPending },
  'sales.same_payment_type': { kind: 'VALIDATION', message: TYPE.same },
  'sales.paid_online': { kind: 'VALIDATION', message: TYPE.paidOnline },
  'sales.no_eligible_cart': { kind: 'VALIDATION', message: TYPE.noEligibleCart },
} as const satisfies Record<PaymentErrorCode, ErrorRow>;

/** The error of a payments failure code. */
export const paymentError = areaErrors(PAYMENT_ERRORS);
