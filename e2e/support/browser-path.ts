import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download does not work on our machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumInstalled = (): boolean => existsSync(CHROMIUM_PATH);
