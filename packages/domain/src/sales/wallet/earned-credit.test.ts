import { describe, expect, it } from 'vitest';
import { STATUS } from '../../orders/statuses';
import { allItemsDelivered, earnedCreditOnDelivery } from './earned-credit';
import { walletCreditValidUntil } from './rules';

const rupees = (r: number) => r * 100;
const { DELIVERED, CANCELLED, SHIPPED } = STATUS;

describe('the credit an order earns once all its items are delivered', () => {
  it.each([
    // order value (₹), statuses of its carts -> credit (₹)
    [4_999, [DELIVERED], 0],
    [5_000, [DELIVERED], 250],
    [10_000, [DELIVERED, DELIVERED], 500],
    [20_000, [DELIVERED], 1_000],
    [20_001, [DELIVERED], 1_000],
    [80_000, [DELIVERED, CANCELLED], 1_000],
    [12_000, [DELIVERED, SHIPPED], 0],
    [12_000, [CANCELLED], 0],
  ] as const)('an order of ₹%i with carts %j earns ₹%i', (value, statuses, credit) => {
    expect(earnedCreditOnDelivery({ statuses, value_paise: rupees(value) })).toBe(rupees(credit));
  });

  it('is valid 6 calendar months from its posting (the end of a shorter month)', () => {
    expect(walletCreditValidUntil(new Date('2026-03-31T10:00:00.000Z')).toISOString()).toBe(
      '2026-09-30T10:00:00.000Z',
    );
  });
});

describe('all items delivered', () => {
  it.each([
    [[DELIVERED], true],
    [[DELIVERED, CANCELLED], true],
    [[DELIVERED, SHIPPED], false],
    [[CANCELLED, CANCELLED], false],
    [[], false],
  ] as const)('carts %j: %s', (statuses, delivered) => {
    expect(allItemsDelivered(statuses)).toBe(delivered);
  });
});
