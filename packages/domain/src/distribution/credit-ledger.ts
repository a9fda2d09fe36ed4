/**
 * The dealer credit ledger (docs/distribution.md): append-only entries in integer paise. A
 * Credit adds to the distributor's credit (credit points uploaded, a manual credit, the reversal
 * of a cancelled order's debit); a Debit takes from it (a distributor order paid by credit). The
 * balance is the sum of the entries, never an edited column.
 *
 * The credit limit is how far below zero Finance lets the balance go: an order may spend the
 * balance plus the limit, never more ("would overdraw the credit limit").
 */
export const CREDIT_TRANSACTION_TYPES = ['Credit', 'Debit'] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

/** Where an entry comes from. */
export const CREDIT_SOURCES = ['upload', 'manual', 'order', 'reversal'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

/** The type each source posts: an order debits, everything else credits. */
export const SOURCE_TRANSACTION_TYPE = {
  upload: 'Credit',
  manual: 'Credit',
  order: 'Debit',
  reversal: 'Credit',
} as const satisfies Record<CreditSource, CreditTransactionType>;

/** What the credit history shows for each source. */
export const CREDIT_SOURCE_LABELS: Record<CreditSource, string> = {
  upload: 'Credit points upload',
  manual: 'Manual credit',
  order: 'Distributor order',
  reversal: 'Order cancelled',
};

/** One entry as the rules read it: a positive amount and its type. */
export interface CreditEntry {
  transaction_type: CreditTransactionType;
  amount_paise: number;
}

function assertPositivePaise(amountPaise: number): void {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`A credit entry is a positive whole number of paise, not ${amountPaise}`);
  }
}

/** The signed effect of an entry on the balance: credits add, debits take. */
export function signedPaise(entry: CreditEntry): number {
  assertPositivePaise(entry.amount_paise);
  return entry.transaction_type === 'Credit' ? entry.amount_paise : -entry.amount_paise;
}

/** The balance: the sum of the entries. */
export function creditBalance(entries: readonly CreditEntry[]): number {
  return entries.reduce((sum, entry) => sum + signedPaise(entry), 0);
}

/** What an order may still spend: the balance plus the credit limit (never below 0). */
export function availableCredit(balancePaise: number, creditLimitPaise: number): number {
  return Math.max(0, balancePaise + creditLimitPaise);
}

/** The answer of the overdraw check: allowed, or refused with what was available. */
export type CreditCheck =
  | { ok: true; balanceAfterPaise: number }
  | { ok: false; availablePaise: number; neededPaise: number };

/** Whether an order of `orderPaise` paid by credit stays within the balance plus the limit. */
export function checkCreditForOrder(
  balancePaise: number,
  creditLimitPaise: number,
  orderPaise: number,
): CreditCheck {
  assertPositivePaise(orderPaise);
  const availablePaise = availableCredit(balancePaise, creditLimitPaise);
  if (orderPaise > availablePaise) {
    return { ok: false, availablePaise, neededPaise: orderPaise };
  }
  return { ok: true, balanceAfterPaise: balancePaise - orderPaise };
}

/**
 * The reversal of an order's debits on cancellation: one Credit of what the order's debits less
 * its earlier reversals still hold, or null when nothing is left to reverse.
 */
export function reversalOf(orderEntries: readonly (CreditEntry & { source: CreditSource })[]): {
  transaction_type: 'Credit';
  amount_paise: number;
} | null {
  const debited = orderEntries
    .filter((e) => e.source === 'order')
    .reduce((sum, e) => sum - signedPaise(e), 0);
  const reversed = orderEntries
    .filter((e) => e.source === 'reversal')
    .reduce((sum, e) => sum + signedPaise(e), 0);
  const left = debited - reversed;
  return left > 0 ? { transaction_type: 'Credit', amount_paise: left } : null;
}
