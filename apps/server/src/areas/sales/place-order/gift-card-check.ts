import {
  giftCardAmountMessage,
  giftCardCheckOutcome,
  giftCardFullAmount,
} from '@backoffice/domain/sales/coupons';
import type { AppContext } from '../../../core/context';
import { couponError } from '../coupons/coupons.errors';

/** The gift card as the placing form sends it (amount null: all it can pay). */
export interface GiftCardAsked {
  card_number: string;
  pin: string;
  amount: number | null;
}

/** A gift card of the order, checked: what it pays of the order. */
export interface GiftCardPlan {
  card_number: string;
  pin: string;
  amount_paise: number;
}

/**
 * Checks the order's gift card with the provider (outside any transaction: gift-card-payment.ts)
 * and settles how much it pays of the payable: the amount asked, else all it can (the balance, or
 * the payable if less). Refusals are 400s on gift_card.*.
 */
export async function planGiftCard(
  ctx: AppContext,
  card: GiftCardAsked | null,
  payablePaise: number,
): Promise<GiftCardPlan | null> {
  if (!card) return null;
  const outcome = giftCardCheckOutcome(
    await ctx.integrations.giftCards.check(card.card_number, card.pin),
  );
  if (!outcome.accepted) {
    throw couponError('sales.gift_card_refused', outcome.message).at('gift_card.card_number');
  }
  const amount = card.amount ?? giftCardFullAmount(outcome.balance, payablePaise);
  const refusal = giftCardAmountMessage(amount, {
    payablePaise,
    balancePaise: outcome.balance,
  });
  if (refusal) throw couponError('sales.gift_card_amount_invalid', refusal).at('gift_card.amount');
  return { card_number: card.card_number, pin: card.pin, amount_paise: amount };
}
