import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/client';
import { migrate } from '../src/migrate';
import { migratedPgliteTemplate } from './pglite-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * TEST_DATABASE_URL, a throwaway `bo_test_<random>` database on that server, dropped on close.
 */
export async function createTestDatabase(
  serverUrl: string | undefined = process.env.TEST_DATABASE_URL,
): Promise<DatabaseHandle> {
  if (!serverUrl) {
    return openDatabase({ pgliteSnapshot: await migratedPgliteTemplate() });
  }
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await migrate(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
