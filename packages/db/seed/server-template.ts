import pg from 'pg';
import { openDatabase } from '../src/client';
import { migrate } from '../src/migrate';
import { seedDemo } from './demo';
import { demoTemplateHash } from './template-key';

// One test process at a time builds or copies a template; the others wait on this lock.
const TEMPLATE_LOCK = 7_300_501;

/**
 * Creates database `name` on the server as a copy of a template holding the migrated demo
 * (CREATE DATABASE ... TEMPLATE, a file copy), building the template first when this code and
 * day have none. Templates are named by day and hash, so runs of different code side by side
 * each keep theirs; templates of earlier days are dropped.
 */
export async function createFromDemoTemplate(serverUrl: string, name: string): Promise<void> {
  const today = new Date();
  const day = today.toISOString().slice(0, 10).replaceAll('-', '');
  const template = `bo_template_${day}_${demoTemplateHash(today)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    await dropEarlierDays(client, day);
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) await build(serverUrl, template, client);
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await client.end();
  }
}

async function dropEarlierDays(client: pg.Client, day: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'bo\\_template\\_%' and datname < $1",
    [`bo_template_${day}`],
  );
  for (const { datname } of rows) {
    await client.query(`drop database if exists ${datname} with (force)`);
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
