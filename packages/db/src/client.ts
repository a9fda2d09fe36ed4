import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { claimDataFolder } from './data-folder-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** The database as the services see it: the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when given, a node-postgres pool is used. */
  url?: string;
  /** Folder of the embedded PGlite database; in memory when neither option is given. */
  dataDir?: string;
  /** A PGlite data-folder dump to start from (test databases start from a migrated template). */
  pgliteSnapshot?: Blob;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Opens PostgreSQL when a url is given, else the embedded PGlite (on disk or in memory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url });
    // An idle connection the server ends (a restart, a dropped test database) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`Database connection closed: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = claimDataFolder(options.dataDir);
  }
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  const close = async () => {
    await client.close();
    release();
  };
  return { db, kind: 'pglite', close };
}
