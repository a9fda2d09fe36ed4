import {
  giftCardCheckOutcome,
  maskGiftCardNumber,
  type GiftCardCheckResponse,
  type TGiftCardCheckRequest,
} from '@backoffice/domain/sales/coupons';
import { formatPaiseCompact, toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { couponError } from './coupons.errors';

/**
 * Checks a gift card with the provider: a good card with a balance answers it; otherwise a 400
 * on card_number with "Invalid Gift Card Credentials" or "Gift card has insufficient balance"
 * (000 section 5). Nothing is taken off the card; placing the order redeems.
 */
export async function checkGiftCard(
  ctx: AppContext,
  { card_number, pin }: TGiftCardCheckRequest,
): Promise<GiftCardCheckResponse> {
  const outcome = giftCardCheckOutcome(await ctx.integrations.giftCards.check(card_number, pin));
  if (!outcome.accepted)
    throw couponError('sales.gift_card_refused', outcome.message).at('card_number');
  return {
    success: true,
    message: `Gift card balance is ${formatPaiseCompact(outcome.balance)}`,
    response_code: 0,
    card_number: maskGiftCardNumber(card_number),
    balance: toWireRupees(outcome.balance),
  };
}
