import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/areas.md is the map new areas are built from, so it is checked against the tree: a folder
// added, renamed or removed in one layer without the map fails here.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAP = readFileSync(`${ROOT}/docs/areas.md`, 'utf8');

/** Folders of a layer that are never areas nor shared places: tools' output. */
const NOT_PLACES = new Set(['node_modules', 'screenshots']);

/** The layers whose every folder is an area or a shared place, as columns of the map. */
const LAYERS = ['domain', 'db schema', 'server', 'web', 'e2e'];

/** The rows of the table under a heading of the map (header row first), as lists of cells. */
function tableUnder(heading: string): string[][] {
  const section = MAP.split(/^## /m).find((text) => text.startsWith(`${heading}\n`));
  if (!section) throw new Error(`docs/areas.md has no section "${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** `calls/{calls,team}` is `calls/calls` and `calls/team`. */
function expand(name: string): string[] {
  const braces = /^(.*?)\{([^}]*)\}(.*)$/.exec(name);
  if (!braces) return [name];
  const [, before = '', parts = '', after = ''] = braces;
  return parts.split(',').flatMap((part) => expand(`${before}${part}${after}`));
}

/** The paths a cell names in code spans (`orders/`, `retail/{staff,cash}`, `staff.ts`). */
function pathsIn(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)]
    .flatMap(([, name = '']) => expand(name))
    .filter((name) => /^[\w.-]+(\/[\w.-]+)*\/?$/.test(name) && /\/|\.\w+$/.test(name));
}

/** Whether a path from the root is a folder or a module of the tree. */
const exists = (path: string): boolean =>
  ['', '.ts', '.tsx'].some((ending) => existsSync(`${ROOT}/${path.replace(/\/$/, '')}${ending}`));

/** A layer's folder and its parents: a cell may name a path from any of them. */
const basesFrom = (base: string): string[] =>
  base === '' ? [''] : [base, ...basesFrom(base.replace(/[^/]*\/$/, ''))];

const [header = [], ...areaRows] = tableUnder('Where each area lives');
/** Each column of the area table: its layer's name and the folder its paths start from. */
const columns = header.map((cell) => ({
  layer: cell.replace(/`.*$/, '').trim(),
  base: /`([^`]+)`/.exec(cell)?.[1] ?? '',
}));
const sharedPlaces = tableUnder('Shared places')
  .slice(1)
  .flatMap(([place = '']) => pathsIn(place));

const foldersOf = (base: string): string[] =>
  readdirSync(`${ROOT}/${base}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => !NOT_PLACES.has(name));

describe('the area map (docs/areas.md)', () => {
  it('has a column for each layer', () => {
    expect(columns.map((column) => column.layer)).toEqual(expect.arrayContaining(LAYERS));
  });

  it('names only folders and modules that exist', () => {
    const missing = areaRows.flatMap((row) =>
      row.slice(1).flatMap((cell, at) => {
        const { layer, base } = columns[at + 1] ?? { layer: '', base: '' };
        return pathsIn(cell)
          .filter((path) => !basesFrom(base).some((from) => exists(`${from}${path}`)))
          .map((path) => `${row[0]} ${layer}: ${path}`);
      }),
    );
    const missingShared = sharedPlaces.filter((path) => !exists(path));
    expect([...missing, ...missingShared]).toEqual([]);
  });

  it.each(LAYERS)('shows every folder of the %s layer as an area or a shared place', (layer) => {
    const at = columns.findIndex((column) => column.layer === layer);
    const { base } = columns[at] ?? { base: '' };
    const named = new Set([
      ...areaRows.flatMap((row) => pathsIn(row[at] ?? '')).map((path) => path.split('/')[0]),
      ...sharedPlaces
        .filter((path) => path.startsWith(base))
        .map((path) => path.slice(base.length).split('/')[0]),
    ]);
    expect(foldersOf(base).filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('lists as to come only areas the server and the web app do not have yet', () => {
    const built = new Set([
      ...foldersOf('apps/server/src/areas'),
      ...foldersOf('apps/web/src/features'),
    ]);
    const toCome = tableUnder('Areas to come')
      .slice(1)
      .map(([, area = '']) => /`([\w-]+)/.exec(area)?.[1] ?? area);
    expect(toCome.filter((area) => built.has(area))).toEqual([]);
  });
});
