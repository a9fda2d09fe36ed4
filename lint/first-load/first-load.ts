import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The most gzipped JavaScript, in bytes (kB of 1000 bytes, as the build reports them), that the
 * built index.html may load before anything else: what the sign-in route and the shell need.
 */
export const FIRST_LOAD_BUDGET = 170_000;

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), what the budget reads of it. */
export interface ManifestChunk {
  file: string;
  /** The manifest keys of the chunks it imports statically (the browser loads them with it). */
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The files index.html loads at once: its entry chunk and, transitively, every chunk that one
 * imports statically (its module preloads), in the order met. Lazy chunks are not among them.
 */
export function firstLoadFiles(manifest: Manifest, entry = 'index.html'): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files;
}

export interface ChunkSize {
  file: string;
  bytes: number;
  /** As the server sends it to a browser without brotli (gzip, level 9 like the build's copy). */
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  chunks: ChunkSize[];
  gzip: number;
  brotli: number;
  withinBudget: boolean;
}

/** The sizes of what the built app in `dist` loads first, largest chunk first. */
export function measureFirstLoad(dist: string, budget = FIRST_LOAD_BUDGET): FirstLoad {
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const chunks = firstLoadFiles(manifest)
    .map((file) => {
      const content = readFileSync(join(dist, file));
      return {
        file,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const brotli = chunks.reduce((sum, chunk) => sum + chunk.brotli, 0);
  return { chunks, gzip, brotli, withinBudget: gzip <= budget };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The report printed after a build: one line per chunk, then the total against the budget. */
export function describeFirstLoad(load: FirstLoad, budget = FIRST_LOAD_BUDGET): string {
  const width = Math.max(...load.chunks.map((chunk) => chunk.file.length));
  const line = (name: string, bytes: string, gzip: string, brotli: string) =>
    `${name.padEnd(width)}  ${bytes.padStart(11)}  ${gzip.padStart(11)}  ${brotli.padStart(11)}`;
  return [
    line('first load (index.html)', 'raw', 'gzip', 'brotli'),
    ...load.chunks.map((chunk) =>
      line(chunk.file, kB(chunk.bytes), kB(chunk.gzip), kB(chunk.brotli)),
    ),
    line(
      `total, ${load.chunks.length} files`,
      kB(load.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)),
      kB(load.gzip),
      kB(load.brotli),
    ),
    load.withinBudget
      ? `Within the budget: ${kB(load.gzip)} of ${kB(budget)} gzipped.`
      : `Over the budget: ${kB(load.gzip)} gzipped, ${kB(load.gzip - budget)} more than ${kB(budget)}. ` +
        'Load lazily what the sign-in route and the shell do not need (README: the first load).',
  ].join('\n');
}
