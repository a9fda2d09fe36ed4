import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

/** A server started by the bench: its base url and how to stop it. */
export interface ServerProcess {
  baseUrl: string;
  stop(): void;
}

/**
 * Starts the built server (apps/server/dist/main.js) on a loopback port against the benchmark
 * database, with the demo seed on (a no-op when the generator already seeded it), and waits for
 * /api/health.
 */
export async function startServer(databaseUrl: string, port: number): Promise<ServerProcess> {
  if (!existsSync(MAIN)) {
    throw new Error('Build the server first: npm run build -w @backoffice/server');
  }
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseUrl, stop: () => child.kill('SIGTERM') };
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within a minute');
}

/** Signs a demo account in and answers its bearer token. */
export async function signIn(
  baseUrl: string,
  account: { email: string; sign_in_role: string },
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email, password, role: account.sign_in_role }),
  });
  if (!response.ok) throw new Error(`sign-in of ${account.email}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
