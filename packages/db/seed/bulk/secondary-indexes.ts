import type pg from 'pg';

/** The tables a bulk load fills. */
export const BULK_TABLES = [
  'customers',
  'orders',
  'order_addresses',
  'carts',
  'order_comments',
  'order_payments',
] as const;

/**
 * Drops the bulk tables' secondary indexes (not primary keys or unique constraints) and answers
 * their definitions: building an index once after the load is many times quicker than keeping it
 * up to date row by row.
 */
export async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [[...BULK_TABLES]],
  );
  for (const { name } of rows) await client.query(`drop index if exists "${name}"`);
  return rows.map((r) => r.definition);
}

/** Builds the indexes again from their definitions. */
export async function createIndexes(client: pg.Client, definitions: readonly string[]) {
  for (const definition of definitions) await client.query(definition);
}
