import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Deliberate bypasses, linted as if they were files of the tree with the repository's own
// configuration: each must be reported by the rule that guards it, and the allowed way must pass.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** The modules (not tests) under a folder of the tree, as paths from the root, folder first. */
function* modulesUnder(folder: string): Generator<string> {
  const entries = readdirSync(`${ROOT}/${folder}`, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  for (const file of entries.filter((e) => e.isFile())) {
    if (/^[^.]+(\.[a-z-]+)?\.tsx?$/.test(file.name) && !file.name.includes('.test.'))
      yield `${folder}/${file.name}`;
  }
  for (const entry of entries.filter((e) => e.isDirectory()))
    yield* modulesUnder(`${folder}/${entry.name}`);
}

/** The first module (not a test) found under a folder of the tree, as a path from the root. */
function someModule(folder: string): string {
  const [found] = modulesUnder(folder);
  if (!found) throw new Error(`no module under ${folder}`);
  return found;
}

/** A value import (not only types) of `./name`: its clause and the sibling's name. */
const SIBLING_IMPORT = /^import (?!type )([^;]*?) from '\.\/([^';]+)';$/gms;

/**
 * A module under `folder` that imports a sibling module of its own folder for its values: the
 * pair a cycle probe closes by making the sibling import the module back.
 */
function siblingImport(folder: string): { importer: string; imported: string } {
  for (const importer of modulesUnder(folder)) {
    const source = readFileSync(`${ROOT}/${importer}`, 'utf8');
    for (const [, clause = '', name = ''] of source.matchAll(SIBLING_IMPORT)) {
      if (/\btype\b/.test(clause)) continue;
      const imported = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => `${dirname(importer)}/${name}${ending}`)
        .find((path) => existsSync(`${ROOT}/${path}`));
      if (imported) return { importer, imported };
    }
  }
  throw new Error(`no module under ${folder} imports a sibling`);
}

/** The specifier that reaches `target` from a file at `from` (both paths from the root). */
function relativeSpecifier(from: string, target: string): string {
  const up = from.split('/').length - 1;
  return `${'../'.repeat(up)}${target.replace(/\.tsx?$/, '')}`;
}

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rules that report `code` written in a file at `filePath` (a path from the root). */
async function rulesReportingCode(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** The rules that report a file at `filePath` importing `target` (a path from the root). */
async function rulesReporting(filePath: string, target: string): Promise<string[]> {
  return rulesReportingCode(
    filePath,
    `export * as probe from '${relativeSpecifier(filePath, target)}';\n`,
  );
}

/**
 * A two-file cycle under `folder`, made by a probe: a module written as importing back the
 * sibling that imports it. Returns the rules reporting it, and those reporting the allowed way
 * (a new file importing that sibling, which nothing imports back).
 */
async function cycleProbe(folder: string): Promise<{ cycle: string[]; allowed: string[] }> {
  const { importer, imported } = siblingImport(folder);
  return {
    cycle: await rulesReporting(imported, importer),
    allowed: await rulesReporting(`${dirname(imported)}/probe.ts`, importer),
  };
}

describe('the web app', () => {
  it('refuses a feature importing another feature', async () => {
    const other = someModule(`${WEB}/features/calls`);
    expect(await rulesReporting(`${WEB}/features/orders/probe.ts`, other)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses components importing a feature', async () => {
    const feature = someModule(`${WEB}/features/orders`);
    expect(await rulesReporting(`${WEB}/components/probe.ts`, feature)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses lib importing the app', async () => {
    const app = someModule(`${WEB}/app`);
    expect(await rulesReporting(`${WEB}/lib/probe.ts`, app)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing the app', async () => {
    const app = someModule(`${WEB}/app`);
    expect(await rulesReporting(`${WEB}/features/orders/probe.ts`, app)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses two files of a feature importing each other', async () => {
    const { cycle, allowed } = await cycleProbe(`${WEB}/features/orders`);
    expect(cycle).toContain('import-x/no-cycle');
    expect(allowed).toEqual([]);
  });

  it("refuses a relative path into the database package's source", async () => {
    expect(await rulesReporting(`${WEB}/lib/probe.ts`, 'packages/db/src/index.ts')).toContain(
      'import-x/no-relative-packages',
    );
  });
});

describe('the server', () => {
  it("refuses an area importing another area's internal file", async () => {
    const internal = `${SERVER}/areas/orders/details/order-details.queries.ts`;
    expect(await rulesReporting(`${SERVER}/areas/calls/calls/probe.ts`, internal)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("lets an area import another area's index", async () => {
    const face = `${SERVER}/areas/orders/index.ts`;
    expect(await rulesReporting(`${SERVER}/areas/calls/calls/probe.ts`, face)).toEqual([]);
  });

  it('refuses two files of a sub-area importing each other', async () => {
    const { cycle, allowed } = await cycleProbe(`${SERVER}/areas/orders/details`);
    expect(cycle).toContain('import-x/no-cycle');
    expect(allowed).toEqual([]);
  });

  it('refuses core and plugins importing an area, even its index', async () => {
    const face = `${SERVER}/areas/identity/index.ts`;
    expect(await rulesReporting(`${SERVER}/core/probe.ts`, face)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesReporting(`${SERVER}/plugins/probe.ts`, face)).toContain(
      'import-x/no-restricted-paths',
    );
  });
});

describe('the domain', () => {
  const DOMAIN = 'packages/domain/src/returns';
  const probe = `${DOMAIN}/probe.ts`;

  it('refuses two of its files importing each other', async () => {
    const { cycle, allowed } = await cycleProbe(DOMAIN);
    expect(cycle).toContain('import-x/no-cycle');
    expect(allowed).toEqual([]);
  });

  it('imports zod and its own files', async () => {
    const code = "import { z } from 'zod';\nexport * as probe from '../core/money';\n";
    expect(await rulesReportingCode(probe, `${code}export const ZProbe = z.string();\n`)).toEqual(
      [],
    );
  });

  it.each([
    ['another package of the tree', '@backoffice/db'],
    ['a package of the registry', 'date-fns'],
    ['the file system', 'node:fs'],
    ['the file system, by its bare name', 'fs'],
  ])('refuses importing %s', async (_, specifier) => {
    expect(await rulesReportingCode(probe, `export * as probe from '${specifier}';\n`)).toContain(
      'no-restricted-imports',
    );
  });

  it.each([
    ['the network', "export const probe = () => fetch('/api');", 'no-restricted-globals'],
    ['the clock', 'export const probe = () => Date.now();', 'no-restricted-properties'],
    [
      'the clock, by a date of now',
      'export const probe = () => new Date();',
      'no-restricted-syntax',
    ],
    ['the environment', 'export const probe = () => process.env.TZ;', 'no-restricted-globals'],
  ])('refuses reading %s', async (_, code, ruleId) => {
    expect(await rulesReportingCode(probe, `${code}\n`)).toContain(ruleId);
  });

  it('takes the time as a parameter', async () => {
    const code = 'export const probe = (now: Date) => new Date(now.getTime() + 1000);\n';
    expect(await rulesReportingCode(probe, code)).toEqual([]);
  });
});

describe('the browser specs', () => {
  it("refuse a relative path into the server's source", async () => {
    const rules = await rulesReporting('e2e/orders/probe.ts', `${SERVER}/areas/orders/index.ts`);
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('import-x/no-relative-packages');
  });
});
