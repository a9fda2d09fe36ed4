import { giftCardCheckOutcome, maskGiftCardNumber } from '@backoffice/domain/sales/coupons';
import { formatPaiseCompact, toWireRupees } from '@backoffice/domain/core/money';
import type { GiftCardBalanceAnswer, TGiftCardBalanceRequest } from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import { posPaymentError } from './payment.errors';

/**
 * The till's gift card Check (002 section 7: CardNumber, Pin -> Balance), through the gift-card
 * adapter. A refused card is a 400 on CardNumber with the spec's message ("Invalid Gift Card
 * Credentials", "Gift card has insufficient balance"). Nothing is taken off the card: placing
 * redeems it.
 */
export async function giftCardBalance(
  ctx: AppContext,
  input: TGiftCardBalanceRequest,
): Promise<GiftCardBalanceAnswer> {
  const outcome = giftCardCheckOutcome(
    await ctx.integrations.giftCards.check(input.CardNumber, input.Pin),
  );
  if (!outcome.accepted) {
    throw posPaymentError('retail.pos_gift_card_refused', outcome.message).at('CardNumber');
  }
  return {
    success: true,
    message: `Gift card ${maskGiftCardNumber(input.CardNumber)}: balance ${formatPaiseCompact(outcome.balance)}`,
    Balance: toWireRupees(outcome.balance),
  };
}
