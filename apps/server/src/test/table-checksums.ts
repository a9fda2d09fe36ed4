import type { Database } from '@backoffice/db';
import { sql } from 'drizzle-orm';

/**
 * A checksum of every row of every table (its row count and an md5 of its rows as text), by
 * table name: two equal answers mean nothing was written in between.
 */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // Both drivers answer { rows }; the shared Database type leaves the raw result untyped.
  const names = (tables as unknown as { rows: Array<{ table_name: string }> }).rows;
  const sums: Record<string, string> = {};
  for (const { table_name } of names) {
    const result = await db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum
          from ${sql.identifier(table_name)} t`,
    );
    const [row] = (result as unknown as { rows: Array<{ sum: string }> }).rows;
    sums[table_name] = row?.sum ?? '';
  }
  return sums;
}
