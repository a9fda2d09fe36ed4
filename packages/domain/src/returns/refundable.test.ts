import { describe, expect, it } from 'vitest';
import { refundablePaise } from './refundable';

describe('refundablePaise', () => {
  it.each([
    ['a paid cart with no refunds', 100_000, 100_000, 0, 0, 100_000],
    ['a cart partly refunded', 100_000, 100_000, 40_000, 40_000, 60_000],
    ['a fully refunded cart', 100_000, 100_000, 100_000, 100_000, 0],
    ['an unpaid COD cart', 100_000, 0, 0, 0, 0],
    ['an order paid in part', 100_000, 30_000, 0, 0, 30_000],
    ['a two-cart order whose other cart took the money back', 50_000, 100_000, 70_000, 0, 30_000],
    ['refunds above the payments (never negative)', 50_000, 10_000, 20_000, 0, 0],
  ])('%s', (_name, cart_due, order_paid, order_refunded, cart_refunded, expected) => {
    expect(refundablePaise({ cart_due, order_paid, order_refunded, cart_refunded })).toBe(expected);
  });
});
