import { GIFT_CARD_RESPONSE_CODES, maskGiftCardNumber } from '@backoffice/domain/sales/coupons';
import { formatPaise } from '@backoffice/domain/core/money';
import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import { runUseCase, type Caller, type UseCaseScope } from '../../../../core/use-case';
import { posPlacingError } from './placing.errors';

/** A gift card redeemed for a POS order whose payment runs at the provider. */
export interface HeldGiftCard {
  masked: string;
  amount_paise: number;
  transaction_id: string;
}

/**
 * Takes the gift card's amount before a card or POS machine payment starts (with no transaction
 * open). The reference names the POS order and the request, so a retry takes nothing more; of
 * two orders spending the same card at once the provider lets one through (code 2 for the other).
 */
export async function redeemForPayment(
  ctx: AppContext,
  card: { number: string; pin: string; amount_paise: number },
  reference: string,
): Promise<HeldGiftCard> {
  const taken = await ctx.integrations.giftCards.redeem(
    card.number,
    card.pin,
    card.amount_paise,
    reference,
  );
  if (taken.response_code !== GIFT_CARD_RESPONSE_CODES.ok || !taken.transaction_id) {
    const message =
      taken.response_code === GIFT_CARD_RESPONSE_CODES.insufficientBalance
        ? POS_MESSAGES.giftCardInsufficient
        : POS_MESSAGES.giftCardInvalid;
    throw posPlacingError('retail.pos_placing_refused', message).at('giftcard_number');
  }
  return {
    masked: maskGiftCardNumber(card.number),
    amount_paise: card.amount_paise,
    transaction_id: taken.transaction_id,
  };
}

/**
 * A gift card amount no order keeps (the payment never started, or the POS order was
 * cancelled): kept in the history, entity gift_card, to refund to the card.
 */
export async function recordGiftCardToRefund(
  scope: UseCaseScope,
  held: { masked: string; amount_paise: number },
  posOrderRandomId: string,
): Promise<void> {
  await scope.record.change({
    entity: 'gift_card',
    id: held.masked,
    changes: {
      refund_due: {
        before: null,
        after: { amount_paise: held.amount_paise, pos_order: posOrderRandomId },
      },
    },
    reason: `Gift card ${held.masked}: ${formatPaise(held.amount_paise)} of till order ${posOrderRandomId} to refund`,
  });
}

/** recordGiftCardToRefund in a use case of its own (after a failed start). */
export function recordUnheldGiftCard(
  ctx: AppContext,
  caller: Caller,
  held: HeldGiftCard,
  posOrderRandomId: string,
): Promise<void> {
  return runUseCase(ctx, caller, (scope) => recordGiftCardToRefund(scope, held, posOrderRandomId));
}
