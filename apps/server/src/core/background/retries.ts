/**
 * The wait before the next try after `attempts` failed ones: `firstMs`, then twice as long each
 * time, at most `longestMs`.
 */
export function doublingWaitMs(
  attempts: number,
  { firstMs, longestMs = Number.POSITIVE_INFINITY }: { firstMs: number; longestMs?: number },
): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), longestMs);
}

/** A failure as kept on its row for the people who look into it. */
export const failureText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
