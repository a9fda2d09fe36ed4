import { describe, expect, it } from 'vitest';
import { walletBalancesAt, type WalletEntryView } from './balances';

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const credit = (amount: number, at: string, until: string): WalletEntryView => ({
  pot: 'a',
  amount_paise: amount,
  created_at: day(at),
  valid_until: day(until),
});
const debit = (pot: 'a' | 'b', amount: number, at: string): WalletEntryView => ({
  pot,
  amount_paise: -amount,
  created_at: day(at),
  valid_until: null,
});

describe('wallet balances from the ledger', () => {
  it('adds refund credit and takes its debits (pot b never lapses)', () => {
    const b = walletBalancesAt(
      [
        { pot: 'b', amount_paise: 5_000, created_at: day('2020-01-01'), valid_until: null },
        debit('b', 2_000, '2020-02-01'),
      ],
      day('2026-01-01'),
    );
    expect(b).toEqual({
      a_balance_paise: 0,
      b_balance_paise: 3_000,
      a_usable_paise: 0,
      b_usable_paise: 3_000,
    });
  });

  it('uses the credit that lapses first, and drops lapsed credit', () => {
    const entries = [
      credit(10_000, '2026-01-01', '2026-07-01'),
      credit(10_000, '2026-03-01', '2026-09-01'),
      debit('a', 10_000, '2026-04-01'),
    ];
    expect(walletBalancesAt(entries, day('2026-05-01')).a_balance_paise).toBe(10_000);
    expect(walletBalancesAt(entries, day('2026-08-01')).a_balance_paise).toBe(10_000);
    expect(walletBalancesAt(entries, day('2026-09-02')).a_balance_paise).toBe(0);
  });

  it('does not spend credit that had lapsed before the debit', () => {
    const entries = [
      credit(10_000, '2026-01-01', '2026-02-01'),
      credit(5_000, '2026-03-01', '2026-09-01'),
      debit('a', 4_000, '2026-04-01'),
    ];
    expect(walletBalancesAt(entries, day('2026-05-01')).a_balance_paise).toBe(1_000);
  });
});
