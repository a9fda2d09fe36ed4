import { paiseToRupees } from '../../core/money/wire';
import { CARD_BIN_LENGTH } from './constants';

/** A bank offer's terms as the eligibility check reads them (money in paise). */
export interface BankOfferTerms {
  /** Basis points (1000 is 10%). */
  discount_basis_points: number;
  minimum_transaction_paise: number;
  maximum_discount_paise: number | null;
  /** BIN ranges: [first, last] 6-digit numbers, inclusive. */
  bin_ranges: readonly (readonly [number, number])[];
  active: boolean;
  end_date: Date;
}

export interface BankOfferEligibility {
  offer_eligible: boolean;
  offer_message: string;
  offer_discounted_subtotal_paise: number;
  offer_saving_paise: number;
}

export const BANK_OFFER_MESSAGES = {
  eligible: (saving: string) => `Offer applied: you save ₹${saving}`,
  binInvalid: 'Enter the first 6 digits of the card',
  binNotEligible: 'This card is not eligible for the offer',
  belowMinimum: (minimum: string) => `The offer needs a payment of at least ₹${minimum}`,
  ended: 'This offer has ended',
} as const;

const BIN_PATTERN = new RegExp(`^\\d{${CARD_BIN_LENGTH}}$`);

/** Whether a card BIN falls in one of an offer's ranges. */
export function binInRanges(bin: string, ranges: BankOfferTerms['bin_ranges']): boolean {
  if (!BIN_PATTERN.test(bin)) return false;
  const value = Number(bin);
  return ranges.some(([first, last]) => value >= first && value <= last);
}

/**
 * The bank eligibility check (002 section 7): a 6-digit BIN in the offer's ranges, a live offer
 * and an amount (what is paid by card) of at least its minimum; the saving is its percentage of
 * the amount, rounded down to the paisa, at most its cap.
 */
export function bankOfferEligibility(
  offer: BankOfferTerms,
  { bin, amountPaise, now }: { bin: string; amountPaise: number; now: Date },
): BankOfferEligibility {
  const refuse = (message: string): BankOfferEligibility => ({
    offer_eligible: false,
    offer_message: message,
    offer_discounted_subtotal_paise: amountPaise,
    offer_saving_paise: 0,
  });
  if (!BIN_PATTERN.test(bin)) return refuse(BANK_OFFER_MESSAGES.binInvalid);
  if (!offer.active || now >= offer.end_date) return refuse(BANK_OFFER_MESSAGES.ended);
  if (!binInRanges(bin, offer.bin_ranges)) return refuse(BANK_OFFER_MESSAGES.binNotEligible);
  if (amountPaise < offer.minimum_transaction_paise) {
    return refuse(BANK_OFFER_MESSAGES.belowMinimum(paiseToRupees(offer.minimum_transaction_paise)));
  }
  const raw = Math.floor((amountPaise * offer.discount_basis_points) / 10_000);
  const saving =
    offer.maximum_discount_paise === null ? raw : Math.min(raw, offer.maximum_discount_paise);
  return {
    offer_eligible: true,
    offer_message: BANK_OFFER_MESSAGES.eligible(paiseToRupees(saving)),
    offer_discounted_subtotal_paise: amountPaise - saving,
    offer_saving_paise: saving,
  };
}
