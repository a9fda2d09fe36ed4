import { z } from 'zod';
import { giftCardOutcome, type GiftCardOutcome } from '../../core/validation/gift-card';

/** Gift card number and PIN lengths (002 section 9). */
export const GIFT_CARD_LENGTHS = { number: 16, pin: 6 } as const;

/**
 * The gift-card provider's response codes. The spec fixes only 0 (a good card); the others
 * are the provider's refusals the console tells apart.
 */
export const GIFT_CARD_RESPONSE_CODES = {
  ok: 0,
  invalidCredentials: 1,
  insufficientBalance: 2,
} as const;

/** Messages of the gift card inputs (002 section 5) and of the console's own checks. */
export const GIFT_CARD_MESSAGES = {
  numberLength: `Gift card number must be ${GIFT_CARD_LENGTHS.number} digits`,
  pinLength: `Gift card PIN must be ${GIFT_CARD_LENGTHS.pin} digits`,
  amountAbovePayable: 'Entered gift card amount is higher than the total pay amount',
  amountBelowOne: 'Entered gift card amount cannot be less than 1',
  amountAboveBalance: 'Entered gift card amount is higher than the gift card balance',
} as const;

/** What a typed or pasted gift card number or PIN keeps: its digits, up to the length. */
export function giftCardDigits(typed: string, length: number): string {
  return typed.replace(/\D/g, '').slice(0, length);
}

const groupsOfFour = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');
const NUMBER_PATTERN = new RegExp(`^\\d{${GIFT_CARD_LENGTHS.number}}$`);
const PIN_PATTERN = new RegExp(`^\\d{${GIFT_CARD_LENGTHS.pin}}$`);

/** A gift card number shown in groups of 4 digits (002 section 5). */
export function formatGiftCardNumber(digits: string): string {
  return groupsOfFour(digits);
}

/** A gift card number with all but its last 4 digits hidden, for answers and the audit log. */
export function maskGiftCardNumber(digits: string): string {
  return groupsOfFour('X'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4));
}

/** Check is enabled only with a 16-digit number and a 6-digit PIN (002 section 5). */
export function canCheckGiftCard(number: string, pin: string): boolean {
  return NUMBER_PATTERN.test(number) && PIN_PATTERN.test(pin);
}

/** The provider's check answer read by the rule of 000 section 5. */
export function giftCardCheckOutcome(answer: {
  response_code: number;
  balance_paise: number;
}): GiftCardOutcome {
  return giftCardOutcome({ code: answer.response_code, balance: answer.balance_paise });
}

/**
 * Why a gift card amount cannot be used on an order (002 section 5), or null: at least ₹1, not
 * above what is left to pay, nor above the card's balance.
 */
export function giftCardAmountMessage(
  amountPaise: number,
  { payablePaise, balancePaise }: { payablePaise: number; balancePaise: number },
): string | null {
  if (amountPaise < 100) return GIFT_CARD_MESSAGES.amountBelowOne;
  if (amountPaise > payablePaise) return GIFT_CARD_MESSAGES.amountAbovePayable;
  if (amountPaise > balancePaise) return GIFT_CARD_MESSAGES.amountAboveBalance;
  return null;
}

/** The amount "full" uses: the whole balance, or what is left to pay if that is less. */
export function giftCardFullAmount(balancePaise: number, payablePaise: number): number {
  return Math.min(balancePaise, payablePaise);
}

/** The longest card number as typed: its digits with a space or dash between each. */
const CARD_NUMBER_TYPED_MAX_LENGTH = GIFT_CARD_LENGTHS.number * 2;

/** POST /api/gift-card/check/: a card number (spaces and dashes ignored) and its PIN. */
export const ZGiftCardCheckRequest = z.object({
  card_number: z
    .string({ error: GIFT_CARD_MESSAGES.numberLength })
    .max(CARD_NUMBER_TYPED_MAX_LENGTH, GIFT_CARD_MESSAGES.numberLength)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(NUMBER_PATTERN, GIFT_CARD_MESSAGES.numberLength)),
  pin: z
    .string({ error: GIFT_CARD_MESSAGES.pinLength })
    .trim()
    .max(GIFT_CARD_LENGTHS.pin, GIFT_CARD_MESSAGES.pinLength)
    .regex(PIN_PATTERN, GIFT_CARD_MESSAGES.pinLength),
});
export type TGiftCardCheckRequest = z.infer<typeof ZGiftCardCheckRequest>;
