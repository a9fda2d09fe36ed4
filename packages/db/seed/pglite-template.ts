import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from '../src/client';
import { migrate } from '../src/migrate';
import * as schema from '../src/schema/index';
import { seedDemo } from './demo';
import { withFileLock } from './file-lock';
import { demoTemplateHash, migrationsHash } from './template-key';

/**
 * A dump of a freshly migrated PGlite database, cached in the temp folder under a hash of the
 * migrations: starting PGlite from it takes under a second, against several for a new one.
 */
export function migratedPgliteTemplate(): Promise<Blob> {
  return cachedTemplate(`migrated-${migrationsHash()}`, async () => {});
}

/** The same with the demo seeded (staff, 5,000 orders), which takes seconds to seed afresh. */
export function demoPgliteTemplate(): Promise<Blob> {
  return cachedTemplate(`demo-${demoTemplateHash()}`, async (db) => {
    await seedDemo(db);
  });
}

const PREFIX = 'backoffice-pglite-template-';
const DAY_MS = 86_400_000;

async function cachedTemplate(name: string, fill: (db: Database) => Promise<void>): Promise<Blob> {
  const file = join(tmpdir(), `${PREFIX}${name}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  // Test files start together: one builds, the others wait and read its dump.
  return withFileLock(`${file}.lock`, async () => {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    removeStaleTemplates();
    const client = await PGlite.create();
    try {
      const db = drizzle({ client, schema });
      await migrate(db);
      await fill(db);
      const dump = await client.dumpDataDir('none');
      // Written aside then renamed, so a reader never sees half a dump.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    } finally {
      await client.close();
    }
  });
}

/** Templates of other days or older code, left in the temp folder (tens of megabytes each). */
function removeStaleTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const path = join(tmpdir(), name);
    if (Date.now() - statSync(path).mtimeMs > 2 * DAY_MS) rmSync(path, { force: true });
  }
}
