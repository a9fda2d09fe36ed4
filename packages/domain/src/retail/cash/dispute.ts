/**
 * A dispute: a count that falls short of what the books say. It records both counts and the
 * difference, which moves to the store's disputed account, and stays open until a manager
 * resolves it: recovered (the cash is back in the store) or written off (a loss).
 */
export const DISPUTE_KINDS = ['session_start', 'store_count', 'hand_over'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

export const DISPUTE_OUTCOMES = ['recovered', 'written_off'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The difference a dispute holds, or null when the count is not short (nothing to dispute). */
export function disputeDifference(expectedPaise: number, countedPaise: number): number | null {
  const difference = expectedPaise - countedPaise;
  return difference > 0 ? difference : null;
}
