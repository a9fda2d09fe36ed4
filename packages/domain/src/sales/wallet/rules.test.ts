import { describe, expect, it } from 'vitest';
import {
  walletCreditEarned,
  walletCreditValidUntil,
  walletTick,
  walletUsableOnOrder,
} from './rules';

const rupees = (r: number) => r * 100;

describe('wallet credit earned (5% of the order value, max ₹1000, from ₹5000)', () => {
  it.each([
    [4_999, 0],
    [5_000, 250],
    [10_000, 500],
    [20_000, 1_000],
    [50_000, 1_000],
  ])('an order of ₹%i earns ₹%i', (order, credit) => {
    expect(walletCreditEarned(rupees(order))).toBe(rupees(credit));
  });
});

describe('wallet credit use on an order (above ₹5000 net, earned credit up to 25%)', () => {
  it.each([
    // a usable, b usable, net price -> a used, b used
    [1_000, 500, 5_000, 0, 0],
    [1_000, 500, 5_001, 1_000, 500],
    [3_000, 0, 8_000, 2_000, 0],
    [0, 9_000, 6_000, 0, 6_000],
    [2_000, 7_000, 8_000, 2_000, 6_000],
  ])('a ₹%i, b ₹%i on a net price of ₹%i uses a ₹%i and b ₹%i', (a, b, net, useA, useB) => {
    expect(
      walletUsableOnOrder({ a_usable_paise: rupees(a), b_usable_paise: rupees(b) }, rupees(net)),
    ).toEqual({
      a_paise: rupees(useA),
      b_paise: rupees(useB),
    });
  });
});

describe('the wallet tick (002 section 4)', () => {
  const usable = { a_paise: rupees(300), b_paise: rupees(200) };
  it('ticking above ₹5000 uses the sum of the usable balances', () => {
    expect(walletTick(true, usable, rupees(6_000))).toEqual({
      is_credit_available: 0,
      credit_used_paise: rupees(500),
    });
  });
  it('at or below ₹5000 the credit is forced off', () => {
    expect(walletTick(true, usable, rupees(5_000))).toEqual({
      is_credit_available: 1,
      credit_used_paise: 0,
    });
  });
  it('unticking resets', () => {
    expect(walletTick(false, usable, rupees(9_000))).toEqual({
      is_credit_available: 1,
      credit_used_paise: 0,
    });
  });
});

describe('earned credit is valid 6 months', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-07-15T10:00:00.000Z'],
    ['2026-08-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
  ])('credited %s lapses %s', (at, until) => {
    expect(walletCreditValidUntil(new Date(at)).toISOString()).toBe(until);
  });
});
