import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/client';
import { migrate } from '../src/migrate';
import { demoPgliteTemplate, migratedPgliteTemplate } from './pglite-template';
import { createFromDemoTemplate } from './server-template';

export interface TestDatabaseOptions {
  /** A PostgreSQL server to create the database on; TEST_DATABASE_URL by default. */
  serverUrl?: string;
  /**
   * Start with the demo already seeded (staff and 5,000 orders, as seedDemo leaves them): the
   * default, since the server tests all work on the demo. False for an empty migrated database.
   */
  demo?: boolean;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a throwaway `bo_test_<random>` database on that server, dropped on close.
 * Both start from a cached template (the demo seeded once, not per test file). A string
 * argument is the server url (the older signature).
 */
export async function createTestDatabase(
  options: string | TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const { serverUrl = process.env.TEST_DATABASE_URL, demo = true } =
    typeof options === 'string' ? { serverUrl: options } : options;
  if (!serverUrl) {
    const template = demo ? await demoPgliteTemplate() : await migratedPgliteTemplate();
    return openDatabase({ pgliteSnapshot: template });
  }
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  if (demo) await createFromDemoTemplate(serverUrl, name);
  else await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  if (!demo) await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement on the server's maintenance database. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
