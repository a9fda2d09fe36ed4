import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

// A builder that died leaves its lock behind; past this age another process takes over.
const STALE_MS = 5 * 60_000;

/**
 * Runs `build` while holding a lock file, one process at a time across the test workers; the
 * others wait for the lock to go, then run `build` themselves (which finds the work done).
 */
export async function withFileLock<T>(lockPath: string, build: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lockPath, 'wx'));
      break;
    } catch {
      if (isStale(lockPath)) rmSync(lockPath, { force: true });
      else await sleep(250);
    }
  }
  try {
    return await build();
  } finally {
    rmSync(lockPath, { force: true });
  }
}

function isStale(lockPath: string): boolean {
  try {
    return Date.now() - statSync(lockPath).mtimeMs > STALE_MS;
  } catch {
    return false;
  }
}
