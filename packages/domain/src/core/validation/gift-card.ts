import { COUPON_MESSAGES } from './messages';

/** What the gift-card provider answers: a response code and the card's balance. */
export interface GiftCardCheck {
  code: number;
  balance: number;
}

export type GiftCardOutcome =
  { accepted: true; balance: number } | { accepted: false; message: string };

/**
 * Gift card check (000 section 5): code 0 with a positive balance is accepted; any other code
 * is "Invalid Gift Card Credentials"; code 0 without a positive balance (zero, or a negative
 * one, which the spec does not mention and is no more usable) is "insufficient balance".
 */
export function giftCardOutcome({ code, balance }: GiftCardCheck): GiftCardOutcome {
  if (code !== 0) return { accepted: false, message: COUPON_MESSAGES.invalidGiftCard };
  if (!(balance > 0)) return { accepted: false, message: COUPON_MESSAGES.giftCardNoBalance };
  return { accepted: true, balance };
}
