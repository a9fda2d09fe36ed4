import type { Principal } from '../../access/roles';
import {
  PAYMENT_METHODS,
  mayUsePaymentMethod,
  type PaymentMethod,
  type PaymentMethodId,
} from '../../orders/payment-methods';

/** The card payment provider's method (a link the customer pays by card, UPI or net banking). */
export const CARD_LINK_METHOD_ID = 2 satisfies PaymentMethodId;
/** The bank payment method: a bank payment link, or a bank transfer with its reference. */
export const BANK_LINK_METHOD_ID = 3 satisfies PaymentMethodId;

/** The methods a payment link can be sent through, with the provider's link kind. */
export const LINK_METHODS = [
  { id: CARD_LINK_METHOD_ID, kind: 'card' },
  { id: BANK_LINK_METHOD_ID, kind: 'bank' },
] as const;
export type LinkMethodKind = (typeof LINK_METHODS)[number]['kind'];

/** The payment method a payment_via names (the method's name, in any case). */
export function paymentViaMethod(via: string | null | undefined): PaymentMethod | undefined {
  const name = via?.trim().toLowerCase();
  return name ? PAYMENT_METHODS.find((m) => m.name.toLowerCase() === name) : undefined;
}

/** Via JUSPAY (any case) needs no tracking id: a payment link is sent instead (001 section 4). */
export function isCardLinkVia(via: string | null | undefined): boolean {
  return paymentViaMethod(via)?.id === CARD_LINK_METHOD_ID;
}

/** The link kind of a method, or undefined when links are not sent through it. */
export function linkMethodKind(methodId: number): LinkMethodKind | undefined {
  return LINK_METHODS.find((m) => m.id === methodId)?.kind;
}

/**
 * The online methods the payment type form offers a user: Juspay, and Razorpay Bank Account
 * for Admin, Tech and Team Leaders only (001 sections 3 and 6).
 */
export function onlinePaymentVias(p: Pick<Principal, 'role' | 'login_role'>): PaymentMethod[] {
  return PAYMENT_METHODS.filter(
    (m) => LINK_METHODS.some((l) => l.id === m.id) && mayUsePaymentMethod(m.id, p),
  );
}
