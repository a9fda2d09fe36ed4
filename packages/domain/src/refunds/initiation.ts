import { paiseToRupees } from '../core/money/wire';
import { STATUS } from '../orders/statuses';
import type { RefundCategorySlug } from './categories';

/**
 * The refunds staff raise from the order page (the refund initiation popup, issue 14
 * "Initiating"), each in its category. The spec names the calls, not their rules; these are ours
 * (docs/refunds.md "Initiating refunds"):
 *
 * | initiation               | category (id)    | channel   | cart | at most              | once |
 * | ------------------------ | ---------------- | --------- | ---- | -------------------- | ---- |
 * | `price-drop`             | price-drop (6)   | {product} | live | left to refund       | no   |
 * | `sale-benefit`           | sale-benefit (2) | {product} | live | left to refund       | yes  |
 * | `sale-benefit-affiliate` | sale-benefit (2) | affiliate | live | left to refund       | yes  |
 * | `oda-charge`             | ODA-charge (7)   | {product} | any  | ODA charge - refunds | no   |
 * | `carpenter`              | carpenter (8)    | either    | live | left to refund       | no   |
 *
 * "Live" is any status but Cancelled: a cancelled cart's money comes back through its
 * cancelled-orders refund. Sale benefit has the {product} platform only, so an affiliate cart's
 * sale benefit is listed there too.
 */
export const REFUND_INITIATIONS = {
  'price-drop': { category: 'price-drop-orders', channel: 'product', live: true, once: false },
  'sale-benefit': { category: 'sale-benefit-orders', channel: 'product', live: true, once: true },
  'sale-benefit-affiliate': {
    category: 'sale-benefit-orders',
    channel: 'affiliate',
    live: true,
    once: true,
  },
  'oda-charge': {
    category: 'ODA-charge-cancelled-orders',
    channel: 'product',
    live: false,
    once: false,
  },
  carpenter: { category: 'carpenter-refund', channel: 'either', live: true, once: false },
} as const satisfies Record<
  string,
  {
    category: RefundCategorySlug;
    channel: 'product' | 'affiliate' | 'either';
    live: boolean;
    once: boolean;
  }
>;

export type RefundInitiation = keyof typeof REFUND_INITIATIONS;

export const REFUND_INITIATION_MESSAGES = {
  initiated: 'Refund Initiated!',
  productOnly: 'This refund is for orders placed with us, not with a partner',
  affiliateOnly: 'This refund is for orders placed with a partner',
  cartCancelled: 'This cart is cancelled; its refund is raised in Cancelled Orders',
  saleBenefitRaised: 'The sale benefit of this cart is already initiated',
  noOdaCharge: 'This cart has no ODA charge to refund',
  aboveOdaCharge: (leftPaise: number) =>
    `Amount cannot be more than ₹${paiseToRupees(leftPaise)}, the ODA charge left to refund`,
  walletCredited: 'Refund credited to the wallet!',
  walletNoCustomer: 'No customer has this mobile number',
} as const;

/** The cart an initiation is checked against. */
export interface InitiationCart {
  affiliate_id: number;
  orm_order_status: number;
  oda_charges_paise: number;
}

/**
 * Why a refund may not be initiated on a cart, or null when it may; the money rule (never above
 * what was paid less what was refunded) is checked after it, on the amount.
 */
export function initiationRefusal(kind: RefundInitiation, cart: InitiationCart): string | null {
  const rule = REFUND_INITIATIONS[kind];
  const M = REFUND_INITIATION_MESSAGES;
  if (rule.channel === 'product' && cart.affiliate_id !== 0) return M.productOnly;
  if (rule.channel === 'affiliate' && cart.affiliate_id === 0) return M.affiliateOnly;
  if (rule.live && cart.orm_order_status === STATUS.CANCELLED) return M.cartCancelled;
  if (kind === 'oda-charge' && cart.oda_charges_paise === 0) return M.noOdaCharge;
  return null;
}

/**
 * Why an ODA-charge refund of `amountPaise` is too much, or null: never above the cart's ODA
 * charge less the ODA-charge refunds already raised on it (not cancelled).
 */
export function odaChargeRefusal(
  amountPaise: number,
  odaChargePaise: number,
  odaRefundedPaise: number,
): string | null {
  const left = Math.max(0, odaChargePaise - odaRefundedPaise);
  return amountPaise > left ? REFUND_INITIATION_MESSAGES.aboveOdaCharge(left) : null;
}

/** The key that makes a sale benefit one per cart (the refunds' source key). */
export const saleBenefitKey = (cartId: number) => `sale-benefit:${cartId}`;
