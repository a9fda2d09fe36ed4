/**
 * The cash custody ledger of a store (docs/retail.md): every movement of cash is two entries,
 * what leaves one account and what reaches another, so the entries of a movement sum to zero.
 * Balances are sums of entries, never edited columns.
 *
 * Accounts: the customers' cash taken in (`sales`, the source of every rupee), the store's
 * banking cash (`store_till`), a person (an agent or a manager), cash in transit to a person,
 * the bank, the store's disputed cash, and what was written off.
 */
export const ACCOUNT_KINDS = [
  'sales',
  'store_till',
  'person',
  'transit',
  'bank',
  'disputed',
  'written_off',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The accounts that hold cash in the store's custody (the rest are where cash comes from or goes). */
export const HOLDER_KINDS = ['store_till', 'person', 'transit', 'disputed'] as const;
export const isHolderKind = (kind: AccountKind): boolean =>
  (HOLDER_KINDS as readonly AccountKind[]).includes(kind);

/** An account: person and transit accounts belong to a login, the others to the store. */
export interface CashAccount {
  kind: AccountKind;
  login_id: number | null;
}

export const MOVEMENT_KINDS = [
  'cash_sale',
  'cash_sale_refunded',
  'float_issued',
  'float_accepted',
  'float_rejected',
  'float_deposited',
  'float_deposit_rejected',
  'float_returned',
  'cash_handed_over',
  'hand_over_confirmed',
  'hand_over_rejected',
  'banked',
  'dispute_raised',
  'dispute_resolved',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  cash_sale: 'Cash sale',
  cash_sale_refunded: 'Cash sale refunded',
  float_issued: 'Float issued',
  float_accepted: 'Float accepted',
  float_rejected: 'Float rejected',
  float_deposited: 'Float deposited',
  float_deposit_rejected: 'Float deposit rejected',
  float_returned: 'Float returned',
  cash_handed_over: 'Cash handed over',
  hand_over_confirmed: 'Hand-over confirmed',
  hand_over_rejected: 'Hand-over rejected',
  banked: 'Banked',
  dispute_raised: 'Dispute raised',
  dispute_resolved: 'Dispute resolved',
};

/** One leg of a movement: a signed amount of paise on an account. */
export interface CashLeg {
  account: CashAccount;
  amount_paise: number;
}

const store = (kind: AccountKind): CashAccount => ({ kind, login_id: null });
export const accounts = {
  sales: store('sales'),
  storeTill: store('store_till'),
  bank: store('bank'),
  disputed: store('disputed'),
  writtenOff: store('written_off'),
  person: (loginId: number): CashAccount => ({ kind: 'person', login_id: loginId }),
  transit: (loginId: number): CashAccount => ({ kind: 'transit', login_id: loginId }),
};

/** What each movement moves: from one account to another. */
export type Movement =
  | { kind: 'cash_sale'; agent: number }
  | { kind: 'cash_sale_refunded'; agent: number }
  | { kind: 'float_issued'; agent: number }
  | { kind: 'float_accepted'; agent: number }
  | { kind: 'float_rejected'; agent: number }
  | { kind: 'float_deposited'; agent: number; manager: number }
  | { kind: 'float_deposit_rejected'; agent: number; manager: number }
  | { kind: 'float_returned'; from: CashAccount }
  | { kind: 'cash_handed_over'; agent: number; manager: number }
  | { kind: 'hand_over_confirmed'; manager: number }
  | { kind: 'hand_over_rejected'; agent: number; manager: number }
  | { kind: 'banked' }
  | { kind: 'dispute_raised'; from: CashAccount }
  | { kind: 'dispute_resolved'; to: CashAccount };

function route(movement: Movement): { from: CashAccount; to: CashAccount } {
  switch (movement.kind) {
    case 'cash_sale':
      return { from: accounts.sales, to: accounts.person(movement.agent) };
    case 'cash_sale_refunded':
      return { from: accounts.person(movement.agent), to: accounts.sales };
    case 'float_issued':
      return { from: accounts.storeTill, to: accounts.transit(movement.agent) };
    case 'float_accepted':
      return { from: accounts.transit(movement.agent), to: accounts.person(movement.agent) };
    case 'float_rejected':
      return { from: accounts.transit(movement.agent), to: accounts.storeTill };
    case 'float_deposited':
    case 'cash_handed_over':
      return { from: accounts.person(movement.agent), to: accounts.transit(movement.manager) };
    case 'float_deposit_rejected':
    case 'hand_over_rejected':
      return { from: accounts.transit(movement.manager), to: accounts.person(movement.agent) };
    case 'float_returned':
      return { from: movement.from, to: accounts.storeTill };
    case 'hand_over_confirmed':
      return { from: accounts.transit(movement.manager), to: accounts.storeTill };
    case 'banked':
      return { from: accounts.storeTill, to: accounts.bank };
    case 'dispute_raised':
      return { from: movement.from, to: accounts.disputed };
    case 'dispute_resolved':
      return { from: accounts.disputed, to: movement.to };
  }
}

/** The two legs of a movement of a positive amount: one out, one in; they sum to zero. */
export function movementLegs(movement: Movement, amountPaise: number): [CashLeg, CashLeg] {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`A movement moves a positive whole number of paise, not ${amountPaise}`);
  }
  const { from, to } = route(movement);
  return [
    { account: from, amount_paise: -amountPaise },
    { account: to, amount_paise: amountPaise },
  ];
}

/** The key of an account in a balance map ("person:15", "store_till"). */
export const accountKey = (account: CashAccount): string =>
  account.login_id === null ? account.kind : `${account.kind}:${account.login_id}`;

/** The balance of every account the legs touch. */
export function balances(legs: readonly CashLeg[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const leg of legs) {
    const key = accountKey(leg.account);
    sums.set(key, (sums.get(key) ?? 0) + leg.amount_paise);
  }
  return sums;
}

/** The balance of one account. */
export function balanceOf(legs: readonly CashLeg[], account: CashAccount): number {
  return balances(legs).get(accountKey(account)) ?? 0;
}

/** The cash in the store's custody: the sum over its holders. */
export function cashInCustody(legs: readonly CashLeg[]): number {
  return legs
    .filter((leg) => isHolderKind(leg.account.kind))
    .reduce((sum, leg) => sum + leg.amount_paise, 0);
}

/** What the store's books say should be in custody: cash taken in less banked and written off. */
export function expectedCustody(legs: readonly CashLeg[]): number {
  const takenIn = -balanceOf(legs, accounts.sales);
  return takenIn - balanceOf(legs, accounts.bank) - balanceOf(legs, accounts.writtenOff);
}
