import type { Database } from '@backoffice/db';
import * as schema from '@backoffice/db/schema';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

/** One SQL statement as the server sends it: text and parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * A database handle that records every statement it runs, so that the bench replays exactly the
 * SQL of the server's query functions (apps/server/src/modules/order-lists and order-search,
 * files named *.queries.ts) with pg.
 */
export function capturingDatabase(pool: pg.Pool) {
  let recording: Statement[] = [];
  const db: Database = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (sql, params) => void recording.push({ sql, params }) },
  });
  return {
    db,
    /** The statements `run` sends, in order. */
    async capture(run: (db: Database) => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      await run(db);
      return recording;
    },
  };
}

/** Runs the statements one after the other on one pooled connection. */
export async function replay(pool: pg.Pool, statements: readonly Statement[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const s of statements) await client.query(s.sql, s.params);
  } finally {
    client.release();
  }
}

/** The server-side execution time of the statements (EXPLAIN ANALYZE), in milliseconds. */
export async function explainMs(
  pool: pg.Pool,
  statements: readonly Statement[],
  printPlans: boolean,
): Promise<number> {
  let total = 0;
  for (const s of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${s.sql}`,
      s.params,
    );
    const lines = rows.map((r) => r['QUERY PLAN']);
    const execution = lines.find((l) => l.startsWith('Execution Time'));
    total += Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN);
    if (printPlans) console.log(`\n${s.sql}\n${lines.join('\n')}`);
  }
  return total;
}
