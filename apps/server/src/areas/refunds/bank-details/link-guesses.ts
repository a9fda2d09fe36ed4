import { AppError } from '../../../core/errors';
import { REFUND_EDIT_MESSAGES } from '@backoffice/domain/refunds';

/** How many unknown tokens one address may try in a window, and the window. */
export const LINK_GUESSES = { max: 20, windowMs: 10 * 60_000 } as const;

/** How many addresses are remembered at most (the oldest are forgotten first). */
const REMEMBERED = 10_000;

/**
 * The public bank-details calls' guard against guessing tokens: an address that tried
 * LINK_GUESSES.max unknown tokens within the window is refused (429) until the window passes,
 * even for a real token. Kept in memory, per process.
 */
export function createLinkGuessGuard(now: () => Date) {
  const misses = new Map<string, { count: number; since: number }>();
  const current = (address: string) => {
    const entry = misses.get(address);
    if (entry && now().getTime() - entry.since >= LINK_GUESSES.windowMs) {
      misses.delete(address);
      return undefined;
    }
    return entry;
  };
  return {
    /** Refuses an address that guessed too often. */
    check(address: string): void {
      if ((current(address)?.count ?? 0) >= LINK_GUESSES.max) {
        throw new AppError('TOO_MANY_ATTEMPTS', { message: REFUND_EDIT_MESSAGES.tooManyTries });
      }
    },
    /** Counts an unknown token against an address. */
    miss(address: string): void {
      const entry = current(address) ?? { count: 0, since: now().getTime() };
      entry.count += 1;
      misses.delete(address);
      misses.set(address, entry);
      if (misses.size > REMEMBERED) {
        const oldest = misses.keys().next().value;
        if (oldest !== undefined) misses.delete(oldest);
      }
    },
  };
}

export type LinkGuessGuard = ReturnType<typeof createLinkGuessGuard>;
