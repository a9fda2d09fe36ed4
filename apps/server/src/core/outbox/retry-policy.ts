import { doublingWaitMs } from '../background/retries';

/** How many times a message is tried before it is marked failed. */
export const MAX_ATTEMPTS = 5;

/** How long a claimed message stays with its sender before another process may try it. */
export const CLAIM_LEASE_MS = 60_000;

const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

/** The wait before the next try after `attempts` failed ones: 30 s, 1, 2, 4 minutes ..., at most an hour. */
export function retryDelayMs(attempts: number): number {
  return doublingWaitMs(attempts, { firstMs: FIRST_RETRY_MS, longestMs: LONGEST_WAIT_MS });
}
