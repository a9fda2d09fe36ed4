import { describe, expect, it } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { returnCartActions } from './order-page-actions';

/** Whether a returns cart action is offered on a cart in a status. */
const offered = (key: string, status: number) => {
  const action = returnCartActions.find((a) => a.key === key);
  if (!action) throw new Error(`No action ${key}`);
  return (
    action.appliesTo?.({
      order: {} as never,
      cart: aCart({ orm_order_status: status as never }),
    }) ?? true
  );
};

describe('the returns cart actions follow the transition table', () => {
  it.each([
    ['customer-request', 21, true],
    ['customer-request', 2, false],
    ['approve-request', 24, true],
    ['approve-request', 25, true],
    ['approve-request', 26, false],
    ['process-request', 26, true],
    ['schedule-pickup', 28, true],
    ['schedule-pickup', 29, true],
    ['schedule-pickup', 31, false],
    ['cancel-pickup', 29, true],
    ['cancel-pickup', 31, false],
    ['reached-warehouse', 31, true],
    ['inward-scan', 32, true],
    ['inward-scan', 31, false],
    ['mark-lost', 31, true],
    ['mark-lost', 33, false],
    ['replacement', 98, true],
    ['replacement', 25, false],
    ['rts', 23, true],
    ['initiate-refund', 23, false],
  ])('%s on a cart in status %i: %s', (key, status, expected) => {
    expect(offered(key, status)).toBe(expected);
  });
});

describe('the COD challans action', () => {
  const challans = returnCartActions.find((a) => a.key === 'cod-challans');
  it.each([
    ['COD', true],
    ['ONLINE', false],
  ] as const)('on a %s cart: %s', (payment_type, expected) => {
    expect(challans?.capability).toBe('payments:cod-to-online');
    expect(challans?.appliesTo?.({ order: anOrder({ payment_type }), cart: aCart() }) ?? true).toBe(
      expected,
    );
  });
});
