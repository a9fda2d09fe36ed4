import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process already serves the embedded database's folder. */
export class DataFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Backoffice server (process ${pid}) is using the database in ${dataDir}. ` +
        'Stop it first, or set DATA_DIR or DATABASE_URL to use another database.',
    );
    this.name = 'DataFolderInUseError';
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const lockHolder = (lockPath: string): number | null => {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Claims the embedded database's folder for this process: PGlite is one process's database, and
 * two servers writing the same folder would corrupt it. A lock left by a process that is gone is
 * taken over. Answers the release function.
 */
export function claimDataFolder(dataDir: string): () => void {
  const lockPath = join(dataDir, 'backoffice-server.pid');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockPath);
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DataFolderInUseError(dataDir, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not claim the database folder ${dataDir}`);
}
