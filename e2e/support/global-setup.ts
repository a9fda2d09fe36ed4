import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumInstalled } from './browser-path';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVER = join(ROOT, 'apps/server/dist/main.js');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserMissing: boolean;
  }
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health in 90 s`);
}

/** Starts the built app on a fresh embedded database with the demo data. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (!chromiumInstalled()) {
    if (process.env.CI)
      throw new Error(`Chromium is required in CI and missing at ${CHROMIUM_PATH}`);
    console.warn(
      `\nChromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to run the browser specs. They are skipped.\n',
    );
    project.provide('browserMissing', true);
    project.provide('baseUrl', '');
    return () => undefined;
  }
  if (!existsSync(SERVER)) throw new Error('Build the app first: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const port = String(3100 + Math.floor(Math.random() * 800));
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('browserMissing', false);
  return () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
