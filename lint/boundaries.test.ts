import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Deliberate bypasses, linted as if they were files of the tree with the repository's own
// configuration: each must be reported by the rule that guards it, and the allowed way must pass.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** The first module (not a test) found under a folder of the tree, as a path from the root. */
function someModule(folder: string): string {
  const walk = (path: string): string | undefined => {
    const entries = readdirSync(`${ROOT}/${path}`, { withFileTypes: true });
    const file = entries.find((e) => e.isFile() && /^[^.]+(\.[a-z-]+)?\.tsx?$/.test(e.name));
    if (file && !file.name.includes('.test.')) return `${path}/${file.name}`;
    for (const entry of entries.filter((e) => e.isDirectory()).sort()) {
      const found = walk(`${path}/${entry.name}`);
      if (found) return found;
    }
    return undefined;
  };
  const found = walk(folder);
  if (!found) throw new Error(`no module under ${folder}`);
  return found;
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

/** The rules that report a file at `filePath` importing `target` (a path from the root). */
async function rulesReporting(filePath: string, target: string): Promise<string[]> {
  const code = `export * as probe from '${relativeSpecifier(filePath, target)}';\n`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
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

describe('the browser specs', () => {
  it("refuse a relative path into the server's source", async () => {
    const rules = await rulesReporting('e2e/orders/probe.ts', `${SERVER}/areas/orders/index.ts`);
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('import-x/no-relative-packages');
  });
});
