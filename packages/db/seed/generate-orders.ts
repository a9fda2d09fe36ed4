import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/client';
import { migrate } from '../src/migrate';
import { rebuildCartStatusCounts } from '../src/orders/status-counts';
import { BULK_CHUNK_SQL, bulkChunkParameters } from './bulk/bulk-orders-sql';
import { BULK_TABLES, createIndexes, dropSecondaryIndexes } from './bulk/secondary-indexes';
import { seedDemo } from './demo';

/*
 * Fills a PostgreSQL database with a large dataset for benchmarks:
 *   npx tsx packages/db/seed/generate-orders.ts --orders 1000000 --database-url postgres://...
 * Migrates, seeds the demo (staff, known orders) unless it is there, then writes the orders in
 * chunks inside PostgreSQL, rebuilds cart_status_counts and vacuums and analyzes the tables.
 */

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    chunk: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '0.2026' },
  },
});
const url = values['database-url'];
if (!url) throw new Error('Give --database-url (or DATABASE_URL): a PostgreSQL connection string');
const total = Number(values.orders);
const chunk = Number(values.chunk);

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const handle = await openDatabase({ url });
await migrate(handle.db);
console.log(`demo seed: ${(await seedDemo(handle.db)) ? 'seeded' : 'already there'}`);

const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query(`select setseed(${Number(values.seed)})`);
await client.query(`set synchronous_commit = off`);
await client.query(`set maintenance_work_mem = '512MB'`);
// Foreign keys are not checked row by row during the load (the generator writes them right);
// CHECK constraints still are. Needs a superuser; without one, the load is slower, not wrong.
await client.query(`set session_replication_role = replica`).catch(() => {
  console.log('(not a superuser: foreign keys are checked during the load)');
});

const indexes = await dropSecondaryIndexes(client);
try {
  const [{ done }] = (
    await client.query<{ done: number }>(`select count(*)::int as done from orders`)
  ).rows as [{ done: number }];
  for (let first = done + 1; first <= done + total; first += chunk) {
    const last = Math.min(first + chunk - 1, done + total);
    const size = last - first + 1;
    const t = Date.now();
    const customerBase = await reserveIds(client, 'customers', size);
    const orderBase = await reserveIds(client, 'orders', size);
    await client.query(BULK_CHUNK_SQL, bulkChunkParameters(first, last, customerBase, orderBase));
    console.log(
      `orders ${last - done} / ${total} (${seconds(t)} this chunk, ${seconds(started)} so far)`,
    );
  }
} finally {
  const t = Date.now();
  await createIndexes(client, indexes);
  console.log(`indexes rebuilt: ${indexes.length} in ${seconds(t)}`);
}
let t = Date.now();
await rebuildCartStatusCounts(handle.db);
console.log(`cart_status_counts rebuilt in ${seconds(t)}`);
t = Date.now();
// VACUUM sets the visibility map, which lets the list queries answer from the indexes alone.
for (const table of [...BULK_TABLES, 'cart_status_counts']) {
  await client.query(`vacuum (analyze) ${table}`);
}
console.log(`vacuum and analyze in ${seconds(t)}`);
await client.end();
await handle.close();
console.log(`${total} orders in ${seconds(started)}`);

/** Takes `count` ids from a table's sequence at once; answers the first. */
async function reserveIds(c: pg.Client, table: string, count: number): Promise<number> {
  const { rows } = await c.query<{ first: string }>(
    `select nextval(pg_get_serial_sequence($1, 'id'))::text as first`,
    [table],
  );
  const first = Number(rows[0]?.first);
  await c.query(`select setval(pg_get_serial_sequence($1, 'id'), $2)`, [table, first + count - 1]);
  return first;
}
