import { z } from 'zod';
import { LINK_VALIDITY_HOURS } from '../../core/links/link-expiry';
import { ZCartPid, ZOrderRandomId, ZRowVersion } from '../../orders/order-requests';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { formatPaiseCompact } from '../../core/money/format';

/**
 * Payment link types (001 section 7 "Send payment link (types RNR, new, cto or other)"): RNR a
 * prepayment asked of a COD customer the agents could not reach (ringing, no response), new the
 * payment of an order placed online, cto a move from cash on delivery to online, other any
 * extra amount (additional payments).
 */
export const PAYMENT_LINK_TYPES = [
  { value: 'RNR', label: 'RNR' },
  { value: 'new', label: 'New Order' },
  { value: 'cto', label: 'COD to Online' },
  { value: 'other', label: 'Other' },
] as const;
export type PaymentLinkType = (typeof PAYMENT_LINK_TYPES)[number]['value'];
export const PAYMENT_LINK_TYPE_VALUES = PAYMENT_LINK_TYPES.map((t) => t.value);

/** Types that move carts from cash on delivery to online: they name the carts they pay for. */
export const CART_CONVERSION_LINK_TYPES = ['RNR', 'cto'] as const satisfies PaymentLinkType[];
export type CartConversionLinkType = (typeof CART_CONVERSION_LINK_TYPES)[number];

export function isCartConversionType(type: PaymentLinkType): type is CartConversionLinkType {
  return (CART_CONVERSION_LINK_TYPES as readonly string[]).includes(type);
}

export function paymentLinkTypeLabel(type: PaymentLinkType): string {
  return PAYMENT_LINK_TYPES.find((t) => t.value === type)?.label ?? type;
}

/**
 * A link's life: pending until the customer pays (paid), a try fails (failed: the customer may
 * try again while the link lasts), 24 hours pass (expired) or staff cancel it (cancelled).
 */
export const PAYMENT_LINK_STATUSES = ['pending', 'paid', 'failed', 'expired', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

const LINK_VALIDITY_MS = LINK_VALIDITY_HOURS * 3_600_000;

/** When a link created at `createdAt` stops working (000 section 9: valid 24 hours). */
export function linkExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LINK_VALIDITY_MS);
}

/** A link still open (pending or failed) past its end reads as expired, stored or not. */
export function effectiveLinkStatus(
  status: PaymentLinkStatus,
  expiresAt: Date,
  now: Date,
): PaymentLinkStatus {
  const open = status === 'pending' || status === 'failed';
  return open && now.getTime() >= expiresAt.getTime() ? 'expired' : status;
}

/** Whether the customer may still pay through a link in this (effective) status. */
export function isLinkPayable(status: PaymentLinkStatus): boolean {
  return status === 'pending' || status === 'failed';
}

/** Smallest and largest amount of one payment link, in paise (₹1 to ₹5,00,000). */
export const PAYMENT_LINK_MIN_PAISE = 100;
export const PAYMENT_LINK_MAX_PAISE = 50_000_000;

export const PAYMENT_LINK_MESSAGES = {
  sent: 'Payment Link Sent Successfully!',
  cancelled: 'Payment link cancelled',
  typeRequired: 'Payment link type is Required!',
  cartsRequired: 'Select at least one cart',
  amountRequired: 'Amount is Required!',
  amountRange: `Amount should be between ${formatPaiseCompact(PAYMENT_LINK_MIN_PAISE)} and ${formatPaiseCompact(PAYMENT_LINK_MAX_PAISE)}`,
  reasonRequired: 'Reason is Required!',
  transactionRequired: 'Transaction id is Required!',
  notFound: 'Payment link not found',
  alreadyPaid: 'This link is already paid',
  alreadyCancelled: 'This link is already cancelled',
  notCancellable: 'Only a link not yet paid can be cancelled',
  nothingDue: 'Nothing is due on this order',
  newNeedsOnline: 'The order is cash on delivery: use COD to Online for its carts',
  viaNotAllowed: 'This payment via is not allowed for you',
  viaNotLink: 'Payment links are sent through Juspay or Razorpay Bank Account',
  noMobile: 'The customer has no mobile number to send the link to',
} as const;
const M = PAYMENT_LINK_MESSAGES;

const ZLinkType = z.enum(PAYMENT_LINK_TYPE_VALUES as [PaymentLinkType, ...PaymentLinkType[]], {
  error: M.typeRequired,
});

/** An amount of a link: rupees with at most 2 decimals, ₹1 to ₹5,00,000, read as paise. */
export const ZLinkAmount = ZRupeesToPaise.refine(
  (paise) => paise >= PAYMENT_LINK_MIN_PAISE && paise <= PAYMENT_LINK_MAX_PAISE,
  M.amountRange,
);

/**
 * POST /api/send-payment-link/. RNR and cto name the carts (the amount is their COD payable);
 * new pays what the order still owes; other needs an amount. payment_via is the link's method
 * (Juspay, a card link, by default; Razorpay Bank Account for a bank link).
 */
export const ZSendPaymentLinkRequest = z
  .object({
    order_random_id: ZOrderRandomId,
    type: ZLinkType,
    cart_pids: z.array(ZCartPid).max(50).default([]),
    amount: ZLinkAmount.nullish(),
    payment_via: z.string().trim().max(40).nullish(),
  })
  .superRefine((v, ctx) => {
    if (isCartConversionType(v.type) && v.cart_pids.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['cart_pids'], message: M.cartsRequired });
    }
    if (v.type === 'other' && v.amount == null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: M.amountRequired });
    }
  });
export type TSendPaymentLinkRequest = z.input<typeof ZSendPaymentLinkRequest>;
export type TSendPaymentLink = z.output<typeof ZSendPaymentLinkRequest>;

/** A link's id as staff see it: the provider's transaction id. */
export const ZTransactionId = z
  .string({ error: M.transactionRequired })
  .trim()
  .min(1, M.transactionRequired)
  .max(100, M.transactionRequired);

/** POST /api/resend-payment-link/: the link and the version read. */
export const ZResendPaymentLinkRequest = z.object({
  transaction_id: ZTransactionId,
  version: ZRowVersion,
});
export type TResendPaymentLinkRequest = z.infer<typeof ZResendPaymentLinkRequest>;

/** A cancellation's reason (001 section 5 "Cancel payment": "Reason is Required!"). */
export const ZCancelReason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .max(1000, 'At most 1000 characters');

/** POST /api/cancel-payment-link/: transaction_id, type and comments (001 section 7). */
export const ZCancelPaymentLinkRequest = z.object({
  transaction_id: ZTransactionId,
  type: ZLinkType,
  comments: ZCancelReason,
  version: ZRowVersion,
});
export type TCancelPaymentLinkRequest = z.infer<typeof ZCancelPaymentLinkRequest>;
