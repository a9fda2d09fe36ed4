import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableCredit,
  checkCreditForOrder,
  creditBalance,
  reversalOf,
  SOURCE_TRANSACTION_TYPE,
  type CreditEntry,
} from './credit-ledger';

const credit = (amount_paise: number): CreditEntry => ({
  transaction_type: 'Credit',
  amount_paise,
});
const debit = (amount_paise: number): CreditEntry => ({ transaction_type: 'Debit', amount_paise });

describe('the dealer credit ledger', () => {
  it('posts orders as debits and everything else as credits', () => {
    expect(SOURCE_TRANSACTION_TYPE).toEqual({
      upload: 'Credit',
      manual: 'Credit',
      order: 'Debit',
      reversal: 'Credit',
    });
  });

  it.each([
    [[], 0],
    [[credit(250_000_00)], 250_000_00],
    [[credit(250_000_00), debit(45_000_00)], 205_000_00],
    [[credit(10_000), debit(25_000)], -15_000],
  ])('sums %j to %i', (entries, balance) => {
    expect(creditBalance(entries)).toBe(balance);
  });

  it('refuses entries that are not a positive whole number of paise', () => {
    expect(() => creditBalance([credit(0)])).toThrow(RangeError);
    expect(() => creditBalance([credit(10.5)])).toThrow(RangeError);
    expect(() => creditBalance([debit(-5)])).toThrow(RangeError);
  });

  it.each([
    // balance, limit, order, allowed, available
    [100_00, 0, 100_00, true, 100_00],
    [100_00, 0, 100_01, false, 100_00],
    [100_00, 50_00, 150_00, true, 150_00],
    [100_00, 50_00, 150_01, false, 150_00],
    [-20_00, 50_00, 30_00, true, 30_00],
    [-60_00, 50_00, 1, false, 0],
    [0, 0, 1, false, 0],
  ])(
    'balance %i, limit %i: an order of %i is allowed %s',
    (balance, limit, order, ok, available) => {
      const check = checkCreditForOrder(balance, limit, order);
      expect(check.ok).toBe(ok);
      expect(availableCredit(balance, limit)).toBe(available);
      if (check.ok) expect(check.balanceAfterPaise).toBe(balance - order);
      else expect(check).toEqual({ ok: false, availablePaise: available, neededPaise: order });
    },
  );

  it('never lets an allowed order take the balance below minus the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        (balance, limit, order) => {
          const check = checkCreditForOrder(balance, limit, order);
          if (check.ok) expect(check.balanceAfterPaise).toBeGreaterThanOrEqual(-limit);
        },
      ),
    );
  });

  it('reverses what an order still holds, once', () => {
    const order = { ...debit(45_000_00), source: 'order' as const };
    const reversal = { ...credit(45_000_00), source: 'reversal' as const };
    expect(reversalOf([order])).toEqual({ transaction_type: 'Credit', amount_paise: 45_000_00 });
    expect(reversalOf([order, reversal])).toBeNull();
    expect(reversalOf([])).toBeNull();
  });
});
