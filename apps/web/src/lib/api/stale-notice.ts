let claims = 0;

/**
 * Says that a popup shows a stale write's conflict itself (StaleWriteNotice, while it is open):
 * the central handler then raises no toast for a 409 STALE, which the popup tells in place. Every
 * other failure keeps its toast. Returns the release, for when the popup closes.
 */
export function claimStaleNotice(): () => void {
  claims += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
  };
}

/** Whether an open popup tells a stale write itself. */
export const staleNoticeClaimed = (): boolean => claims > 0;
