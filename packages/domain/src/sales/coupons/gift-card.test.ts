import { describe, expect, it } from 'vitest';
import {
  canCheckGiftCard,
  formatGiftCardNumber,
  giftCardAmountMessage,
  giftCardCheckOutcome,
  giftCardDigits,
  giftCardFullAmount,
  maskGiftCardNumber,
  ZGiftCardCheckRequest,
} from './gift-card';

describe('gift card inputs (002 section 5)', () => {
  it.each([
    ['4000 1234 5678 9010', 16, '4000123456789010'],
    ['4000-1234-5678-9010-77', 16, '4000123456789010'],
    ['12a3b4', 6, '1234'],
    ['1234567', 6, '123456'],
    ['', 6, ''],
  ])('%j keeps %i digits at most: %j', (typed, length, digits) => {
    expect(giftCardDigits(typed, length)).toBe(digits);
  });

  it.each([
    ['4000123456789010', '4000 1234 5678 9010'],
    ['40001', '4000 1'],
    ['4000', '4000'],
    ['', ''],
  ])('shows %j as %j', (digits, shown) => {
    expect(formatGiftCardNumber(digits)).toBe(shown);
  });

  it('masks all but the last 4 digits', () => {
    expect(maskGiftCardNumber('4000123456789010')).toBe('XXXX XXXX XXXX 9010');
  });

  it.each([
    ['4000123456789010', '123456', true],
    ['400012345678901', '123456', false],
    ['4000123456789010', '12345', false],
    ['4000 1234 5678 9010', '123456', false],
  ])('Check with %j and %j is enabled: %s', (number, pin, enabled) => {
    expect(canCheckGiftCard(number, pin)).toBe(enabled);
  });
});

describe('gift card answers (000 section 5)', () => {
  it.each([
    [
      { response_code: 0, balance_paise: 500_000 },
      { accepted: true, balance: 500_000 },
    ],
    [
      { response_code: 1, balance_paise: 0 },
      { accepted: false, message: 'Invalid Gift Card Credentials' },
    ],
    [
      { response_code: 2, balance_paise: 500_000 },
      { accepted: false, message: 'Invalid Gift Card Credentials' },
    ],
    [
      { response_code: 0, balance_paise: 0 },
      { accepted: false, message: 'Gift card has insufficient balance' },
    ],
  ])('%o is %o', (answer, outcome) => {
    expect(giftCardCheckOutcome(answer)).toEqual(outcome);
  });
});

describe('gift card amount on an order (002 section 5)', () => {
  const card = { payablePaise: 300_000, balancePaise: 200_000 };
  it.each([
    [100, null],
    [200_000, null],
    [99, 'Entered gift card amount cannot be less than 1'],
    [300_001, 'Entered gift card amount is higher than the total pay amount'],
    [200_001, 'Entered gift card amount is higher than the gift card balance'],
  ])('%i paise: %j', (amount, message) => {
    expect(giftCardAmountMessage(amount, card)).toBe(message);
  });

  it.each([
    [200_000, 300_000, 200_000],
    [500_000, 300_000, 300_000],
  ])('full use of %i against %i payable is %i', (balance, payable, amount) => {
    expect(giftCardFullAmount(balance, payable)).toBe(amount);
  });
});

describe('the gift card check request', () => {
  it('reads the number without its spaces and the PIN trimmed', () => {
    expect(
      ZGiftCardCheckRequest.parse({ card_number: '4000 1234-5678 9010', pin: ' 123456 ' }),
    ).toEqual({
      card_number: '4000123456789010',
      pin: '123456',
    });
  });

  it.each([
    [{ card_number: '4000', pin: '123456' }, 'card_number', 'Gift card number must be 16 digits'],
    [
      { card_number: '400012345678901a', pin: '123456' },
      'card_number',
      'Gift card number must be 16 digits',
    ],
    [{ pin: '123456' }, 'card_number', 'Gift card number must be 16 digits'],
    [{ card_number: '4000123456789010', pin: '12' }, 'pin', 'Gift card PIN must be 6 digits'],
    [{ card_number: '4000123456789010', pin: 123456 }, 'pin', 'Gift card PIN must be 6 digits'],
  ])('refuses %j on %s', (body, field, message) => {
    const issue = ZGiftCardCheckRequest.safeParse(body).error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });
});
