import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate, migrationsFolder } from '../src/migrate';
import * as schema from '../src/schema/index';

/**
 * A dump of a freshly migrated PGlite database, cached in the temp folder under a hash of the
 * migrations: starting PGlite from it takes under a second, against several for a new one.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `backoffice-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema }));
    const dump = await client.dumpDataDir('none');
    // Written aside then renamed, so a test file running alongside never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await client.close();
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files.filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}
