import { describe, expect, it } from 'vitest';
import { couponErrorMessage, couponRequest, normaliseCouponCode, ZCouponCode } from './coupon';
import {
  canDial,
  capDialerInput,
  DIALER_NUMBER_MESSAGE,
  outgoingNumber,
  ZDialerNumber,
} from './dialer';
import { giftCardOutcome } from './gift-card';
import { blockedNumberKeys, isBlockedNumberKey } from './number-keys';
import { isSearchDisabled, normaliseSearchTerm } from './search';

describe('number input keys (000 section 5)', () => {
  it('blocks e, E, + and - in every number input', () => {
    expect(blockedNumberKeys(false)).toEqual(['e', 'E', '+', '-']);
  });

  it('also blocks the dot in whole-number inputs', () => {
    expect(blockedNumberKeys(true)).toEqual(['e', 'E', '+', '-', '.']);
  });

  it.each([
    ['e', false, true],
    ['E', false, true],
    ['+', false, true],
    ['-', false, true],
    ['.', false, false],
    ['.', true, true],
    ['5', true, false],
    ['Backspace', true, false],
  ])('key %j (whole number %s) blocked: %s', (key, wholeNumber, expected) => {
    expect(isBlockedNumberKey(key, wholeNumber)).toBe(expected);
  });
});

describe('coupon codes (000 section 5)', () => {
  it.each([
    ['save10', { action: 'apply', code: 'SAVE10' }],
    ['  Diwali25 ', { action: 'apply', code: 'DIWALI25' }],
    ['', { action: 'remove' }],
    ['   ', { action: 'remove' }],
  ])('%j means %o', (typed, expected) => {
    expect(couponRequest(typed)).toEqual(expected);
  });

  it('upper-cases the code in the payload schema and keeps empty for removal', () => {
    expect(normaliseCouponCode('abc')).toBe('ABC');
    expect(ZCouponCode.parse('abc')).toBe('ABC');
    expect(ZCouponCode.parse('')).toBe('');
    expect(ZCouponCode.safeParse(undefined).error?.issues[0]?.message).toBe('Invalid Coupon Code!');
  });

  it.each([
    ['Coupon expired', 'Coupon expired'],
    ['', 'Invalid Coupon Code!'],
    [null, 'Invalid Coupon Code!'],
    [undefined, 'Invalid Coupon Code!'],
  ])('server message %j shows %j', (server, shown) => {
    expect(couponErrorMessage(server)).toBe(shown);
  });
});

describe('gift cards (000 section 5)', () => {
  it.each([
    [
      { code: 0, balance: 50_000 },
      { accepted: true, balance: 50_000 },
    ],
    [
      { code: 1, balance: 50_000 },
      { accepted: false, message: 'Invalid Gift Card Credentials' },
    ],
    [
      { code: -1, balance: 0 },
      { accepted: false, message: 'Invalid Gift Card Credentials' },
    ],
    [
      { code: 0, balance: 0 },
      { accepted: false, message: 'Gift card has insufficient balance' },
    ],
    [
      { code: 0, balance: -10 },
      { accepted: false, message: 'Gift card has insufficient balance' },
    ],
  ])('%o gives %o', (check, outcome) => {
    expect(giftCardOutcome(check)).toEqual(outcome);
  });
});

describe('dialer (000 section 5)', () => {
  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432100', false],
    ['98765 4321', false],
    ['+919876543210', false],
  ])('%j may be dialled: %s', (number, expected) => {
    expect(canDial(number)).toBe(expected);
    expect(ZDialerNumber.safeParse(number).success).toBe(expected);
  });

  it('caps the input at 10 characters', () => {
    expect(capDialerInput('987654321099')).toBe('9876543210');
    expect(capDialerInput('98765')).toBe('98765');
  });

  it('prefixes outgoing numbers with +91', () => {
    expect(outgoingNumber('8012345678')).toBe('+918012345678');
    expect(() => outgoingNumber('08012345678')).toThrow(DIALER_NUMBER_MESSAGE);
  });
});

describe('search terms (000 section 5)', () => {
  it.each([
    ['', true, ''],
    ['   ', true, ''],
    ['ORDER123', false, 'order123'],
    [' Ravi@Example.com ', false, 'ravi@example.com'],
  ])('%j: disabled %s, sent as %j', (typed, disabled, sent) => {
    expect(isSearchDisabled(typed)).toBe(disabled);
    expect(normaliseSearchTerm(typed)).toBe(sent);
  });
});
