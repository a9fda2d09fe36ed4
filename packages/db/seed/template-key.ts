import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../src/migrate';

const seedFolder = fileURLToPath(new URL('.', import.meta.url));
/** The domain's rules and catalogues, which the seed reads (capabilities, sheet types, prices). */
const domainFolder = fileURLToPath(new URL('../../domain/src', import.meta.url));

/** A hash of the migrations: a migrated template is good while they stay the same. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files.filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'))) {
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A hash of the migrations, the seed code, the domain it reads and today's date (UTC): a template
 * with the demo seeded is rebuilt when any of them changes, and at least daily so that the demo's
 * dates (relative to when it was seeded) stay recent.
 */
export function demoTemplateHash(today: Date = new Date()): string {
  const hash = createHash('sha256')
    .update(migrationsHash())
    .update(today.toISOString().slice(0, 10));
  const files = readdirSync(seedFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files.filter(isDemoSource)) {
    hash.update(name).update(readFileSync(join(seedFolder, name)));
  }
  const rules = readdirSync(domainFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of rules.filter(isDemoSource)) {
    hash.update(name).update(readFileSync(join(domainFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The files that may decide what the demo seed writes: every seed source but the tests (a change
 * to the template machinery itself only costs one rebuild).
 */
function isDemoSource(name: string): boolean {
  return name.endsWith('.ts') && !name.endsWith('.test.ts');
}
