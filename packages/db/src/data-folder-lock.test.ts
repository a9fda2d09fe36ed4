import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFolder, DataFolderInUseError } from './data-folder-lock';

const folders: string[] = [];
const aFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bo-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const lockOf = (folder: string) => join(folder, 'backoffice-server.pid');
// A process id no live process has (the kernel's pid limit is below it).
const GONE_PID = 2 ** 30;

describe('claimDataFolder', () => {
  it('writes the pid and removes it on release', () => {
    const folder = aFolder();
    const release = claimDataFolder(folder);
    expect(readFileSync(lockOf(folder), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockOf(folder))).toBe(false);
  });

  it('refuses a folder another live process holds, and names it', () => {
    const folder = aFolder();
    writeFileSync(lockOf(folder), String(process.ppid));
    expect(() => claimDataFolder(folder)).toThrow(DataFolderInUseError);
    expect(() => claimDataFolder(folder)).toThrow(`process ${process.ppid}`);
    expect(readFileSync(lockOf(folder), 'utf8')).toBe(String(process.ppid));
  });

  it.each([
    ['a process that is gone', String(GONE_PID)],
    ['an unreadable pid', 'not a pid'],
  ])('takes over a lock left by %s', (_case, content) => {
    const folder = aFolder();
    writeFileSync(lockOf(folder), content);
    claimDataFolder(folder);
    expect(readFileSync(lockOf(folder), 'utf8')).toBe(String(process.pid));
  });
});
