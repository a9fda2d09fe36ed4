import { giftCardAmountMessage, giftCardFullAmount } from '../../sales/coupons/gift-card';

/** Full uses the whole balance (up to what is payable); custom uses the amount typed. */
export type GiftCardPayType = 'full' | 'custom';

/**
 * The gift card amount of the till (002 section 5): full is the balance up to the payable
 * amount; custom must be at least ₹1, not above the payable amount nor the balance. Covering the
 * whole payable amount leaves only mode -2.
 */
export function posGiftCardAmount(input: {
  pay_type: GiftCardPayType;
  custom_paise: number | null;
  balance_paise: number;
  payable_paise: number;
}): { amount_paise: number; covers_all: boolean } | { error: string } {
  const amount =
    input.pay_type === 'full'
      ? giftCardFullAmount(input.balance_paise, input.payable_paise)
      : (input.custom_paise ?? 0);
  const error = giftCardAmountMessage(amount, {
    payablePaise: input.payable_paise,
    balancePaise: input.balance_paise,
  });
  if (error) return { error };
  return { amount_paise: amount, covers_all: amount === input.payable_paise };
}
