import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/**
 * The drizzle-kit migrations of this package. The bundled server carries its own copy
 * (apps/server/dist/migrations) and passes that folder instead.
 */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every pending migration: the same SQL on PGlite and PostgreSQL. */
export async function migrate(db: Database, folder: string = migrationsFolder): Promise<void> {
  const config = { migrationsFolder: folder };
  if (is(db, PgliteDatabase)) return migratePglite(db, config);
  if (is(db, NodePgDatabase)) return migrateNodePg(db, config);
  throw new Error('migrate: unsupported database driver');
}
