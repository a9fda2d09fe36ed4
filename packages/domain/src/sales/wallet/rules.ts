/**
 * Wallet credit (002 section 9): pot a is credit earned on orders, pot b is refund credit. Money
 * in paise.
 */
export const WALLET_TERMS = {
  /** Credit earned: 5% of the order value ... */
  earnRateBasisPoints: 500,
  /** ... at most ₹1000 ... */
  maxCreditPaise: 100_000,
  /** ... on orders of at least ₹5000. */
  minOrderPaise: 500_000,
  /** Credit is usable only when the order's net price is above ₹5000 (the tick rule) ... */
  usableAboveNetPaise: 500_000,
  /** ... and covers at most 25% of the cart value. */
  maxShareBasisPoints: 2_500,
  /** Earned credit is valid 6 months after it is credited (activated on delivery of all items). */
  validMonths: 6,
} as const;

export const WALLET_POTS = ['a', 'b'] as const;
export type WalletPot = (typeof WALLET_POTS)[number];

const basisPointsOf = (paise: number, basisPoints: number): number =>
  Math.floor((paise * basisPoints) / 10_000);

/** The credit an order of this value earns (pot a): 5%, at most ₹1000, from ₹5000 on. */
export function walletCreditEarned(orderValuePaise: number): number {
  if (orderValuePaise < WALLET_TERMS.minOrderPaise) return 0;
  return Math.min(
    basisPointsOf(orderValuePaise, WALLET_TERMS.earnRateBasisPoints),
    WALLET_TERMS.maxCreditPaise,
  );
}

/** Until when credit given at a moment stays valid: 6 calendar months later. */
export function walletCreditValidUntil(creditedAt: Date): Date {
  const until = new Date(creditedAt.getTime());
  const day = until.getUTCDate();
  until.setUTCDate(1);
  until.setUTCMonth(until.getUTCMonth() + WALLET_TERMS.validMonths);
  const lastDay = new Date(
    Date.UTC(until.getUTCFullYear(), until.getUTCMonth() + 1, 0),
  ).getUTCDate();
  until.setUTCDate(Math.min(day, lastDay));
  return until;
}

/** What of each pot an order may use (the customer's usable balances, the order's net price). */
export interface WalletUseOnOrder {
  a_paise: number;
  b_paise: number;
}

/**
 * How much wallet credit an order may use: nothing at or below a net price of ₹5000; above it,
 * earned credit (a) up to 25% of the cart value, then refund credit (b) up to what is left of the
 * net price. Refund credit is the customer's own money, so the 25% cap is not applied to it.
 */
export function walletUsableOnOrder(
  balances: { a_usable_paise: number; b_usable_paise: number },
  netPricePaise: number,
): WalletUseOnOrder {
  if (netPricePaise <= WALLET_TERMS.usableAboveNetPaise) return { a_paise: 0, b_paise: 0 };
  const a = Math.min(
    Math.max(0, balances.a_usable_paise),
    basisPointsOf(netPricePaise, WALLET_TERMS.maxShareBasisPoints),
  );
  const b = Math.min(Math.max(0, balances.b_usable_paise), netPricePaise - a);
  return { a_paise: a, b_paise: b };
}

/**
 * The wallet tick (002 section 4): ticking uses the sum of the usable balances
 * (is_credit_available 0); unticking, or a net price at or below ₹5000, uses nothing (1).
 */
export function walletTick(
  ticked: boolean,
  usable: WalletUseOnOrder,
  netPricePaise: number,
): { is_credit_available: 0 | 1; credit_used_paise: number } {
  if (!ticked || netPricePaise <= WALLET_TERMS.usableAboveNetPaise) {
    return { is_credit_available: 1, credit_used_paise: 0 };
  }
  return { is_credit_available: 0, credit_used_paise: usable.a_paise + usable.b_paise };
}
