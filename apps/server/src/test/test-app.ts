import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@backoffice/db';
import { demoAccount, DEMO_PASSWORD, createTestDatabase, seedDemo } from '@backoffice/db/seed';
import { staff } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { AppContext } from '../core/context';
import { createFileStore } from '../core/file-store/index';
import { createOutbox } from '../core/outbox/dispatcher';
import { createIntegrations, type Integrations } from '../integrations/index';
import { startSession } from '../areas/identity/session/sessions';

/** A clock the tests move by hand. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  clock: TestClock;
  /** The use cases' context, to call a service the API does not expose yet. */
  ctx: AppContext;
  /** Signs a demo account in through POST /api/login/ and answers its token. */
  login(loginId: number): Promise<string>;
  /** A token for an account without going through argon2 (fast, for access walks). */
  tokenFor(loginId: number, signInRole?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (as the server reads them). */
  env?: Record<string, string>;
  modules?: AppDeps['modules'];
  /** Drivers to use instead of the configured ones (a sandbox the test drives to fail). */
  integrations?: Partial<Integrations>;
  /** Where the log lines go, to read them (with a LOG_LEVEL in env); none by default. */
  logStream?: DestinationStream;
}

/**
 * The app on a fresh database for one test file, with the demo staff seeded: in-memory PGlite,
 * or a throwaway database on TEST_DATABASE_URL's server when that is set.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = testClock();
  await seedDemo(database.db, clock.now());
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent/web-dist',
    // Uploaded files go to a folder of this test file's own, never the repository's data.
    FILE_STORE_DIR: mkdtempSync(join(tmpdir(), 'backoffice-files-')),
    ...options.env,
  }).app;
  const integrations = {
    ...createIntegrations(config.integrations, clock.now, database.db),
    ...options.integrations,
  };
  // Inline: what a request queued is sent before it answers, so a test reads it at once.
  const outbox = createOutbox({ db: database.db, now: clock.now, mode: 'inline' });
  const app = await buildApp(config, {
    db: database.db,
    now: clock.now,
    integrations,
    outbox,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    now: clock.now,
    integrations,
    outbox,
    jobs: app.jobs,
    files: createFileStore(config.fileStore),
  };

  return {
    app,
    db: database.db,
    config,
    clock,
    ctx,
    async login(loginId) {
      const account = demoAccount(loginId);
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: account.email, password: DEMO_PASSWORD, role: account.sign_in_role },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${loginId}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async tokenFor(loginId, signInRole) {
      const [row] = await database.db.select().from(staff).where(eq(staff.login_id, loginId));
      if (!row) throw new Error(`tokenFor: no staff ${loginId}`);
      const role = signInRole ?? demoAccount(loginId).sign_in_role;
      return startSession(ctx, row, role, { address: '127.0.0.1', userAgent: 'vitest' });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
