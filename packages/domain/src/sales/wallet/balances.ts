import type { WalletPot } from './rules';

/** A wallet ledger entry as the balance reads it: credits positive, debits negative. */
export interface WalletEntryView {
  pot: WalletPot;
  amount_paise: number;
  created_at: Date;
  /** Pot a credits: when they lapse; null otherwise. */
  valid_until: Date | null;
}

/** What a customer's wallet holds now, paise. */
export interface WalletBalances {
  a_balance_paise: number;
  b_balance_paise: number;
  a_usable_paise: number;
  b_usable_paise: number;
}

/**
 * The balances of a wallet from its entries at a moment. Pot a debits use the credit that lapses
 * first (first to expire, first used); credit past its valid_until is gone. Pot b never lapses.
 * Every entry in the ledger is active: earned credit is entered once all items are delivered.
 */
export function walletBalancesAt(entries: readonly WalletEntryView[], now: Date): WalletBalances {
  const ordered = [...entries].sort((x, y) => x.created_at.getTime() - y.created_at.getTime());
  const lots: { left: number; until: number }[] = [];
  let b = 0;
  for (const entry of ordered) {
    if (entry.pot === 'b') {
      b += entry.amount_paise;
      continue;
    }
    const at = entry.created_at.getTime();
    if (entry.amount_paise > 0) {
      lots.push({ left: entry.amount_paise, until: entry.valid_until?.getTime() ?? Infinity });
      continue;
    }
    let debit = -entry.amount_paise;
    lots.sort((x, y) => x.until - y.until);
    for (const lot of lots) {
      if (debit === 0) break;
      if (lot.until <= at || lot.left === 0) continue;
      const used = Math.min(lot.left, debit);
      lot.left -= used;
      debit -= used;
    }
  }
  const a = lots.filter((lot) => lot.until > now.getTime()).reduce((sum, lot) => sum + lot.left, 0);
  const bBalance = Math.max(0, b);
  return {
    a_balance_paise: a,
    b_balance_paise: bBalance,
    a_usable_paise: a,
    b_usable_paise: bBalance,
  };
}
