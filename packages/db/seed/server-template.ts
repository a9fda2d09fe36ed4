import pg from 'pg';
import { openDatabase } from '../src/client';
import { migrate } from '../src/migrate';
import { seedDemo } from './demo';
import { demoTemplateHash } from './template-key';

// One builder at a time across test processes: the others wait, then find the template made.
const TEMPLATE_LOCK = 7_300_501;

/**
 * The name of a database on the server holding the migrated demo, built once per demo hash
 * (test databases are created from it with CREATE DATABASE ... TEMPLATE, a file copy).
 * Templates of other hashes are dropped when a new one is built.
 */
export async function demoServerTemplate(serverUrl: string): Promise<string> {
  const name = `bo_template_${demoTemplateHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'bo\\_template\\_%'",
      );
      for (const { datname } of stale.rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
      await build(serverUrl, name, client);
    }
    return name;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await client.end();
  }
}

async function build(serverUrl: string, name: string, client: pg.Client): Promise<void> {
  // Built under a temporary name and renamed, so a half-built template is never copied.
  const building = `${name}_building`;
  await client.query(`drop database if exists ${building} with (force)`);
  await client.query(`create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrate(handle.db);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
  await client.query(`alter database ${building} rename to ${name}`);
}
