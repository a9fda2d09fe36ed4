import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFirstLoad, firstLoadFiles, measureFirstLoad, type Manifest } from './first-load';

// A build's manifest: the entry imports a shared chunk (which imports the runtime) and loads a
// screen lazily; the screen imports zod.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-2.js', '_runtime-3.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js', imports: ['_runtime-3.js'] },
  '_runtime-3.js': { file: 'assets/runtime-3.js' },
  'src/screen.tsx': { file: 'assets/screen-4.js', imports: ['_shared-2.js', '_zod-5.js'] },
  '_zod-5.js': { file: 'assets/zod-5.js' },
};

describe('the first load of the built app', () => {
  it('is the entry and every chunk it imports statically, each once, without the lazy ones', () => {
    expect(firstLoadFiles(MANIFEST)).toEqual([
      'assets/index-1.js',
      'assets/shared-2.js',
      'assets/runtime-3.js',
    ]);
  });

  it('refuses a manifest that names a chunk it does not hold', () => {
    const broken: Manifest = { 'index.html': { file: 'assets/index-1.js', imports: ['_gone.js'] } };
    expect(() => firstLoadFiles(broken)).toThrow('_gone.js');
  });

  describe('measured on a build', () => {
    let dist: string;
    beforeAll(() => {
      dist = mkdtempSync(join(tmpdir(), 'bo-first-load-'));
      mkdirSync(join(dist, '.vite'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      // Different text per file, so that each compresses to its own size.
      for (const [index, chunk] of Object.values(MANIFEST).entries()) {
        const text = Array.from({ length: 400 * (index + 1) }, (_, i) => `v${i * 7919}`).join();
        writeFileSync(join(dist, chunk.file), `export const data = "${text}";`);
      }
    });
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it('adds up the gzipped first-load chunks, largest first, and holds them to the budget', () => {
      const load = measureFirstLoad(dist, 1_000_000);
      expect(load.chunks.map((chunk) => chunk.file)).toEqual([
        'assets/runtime-3.js',
        'assets/shared-2.js',
        'assets/index-1.js',
      ]);
      expect(load.gzip).toBe(load.chunks.reduce((sum, chunk) => sum + chunk.gzip, 0));
      for (const chunk of load.chunks) expect(chunk.gzip).toBeLessThan(chunk.bytes);
      expect(load.withinBudget).toBe(true);
      expect(describeFirstLoad(load, 1_000_000)).toContain('Within the budget');
    });

    it('fails a first load over the budget, saying by how much', () => {
      const load = measureFirstLoad(dist, 100);
      expect(load.withinBudget).toBe(false);
      const report = describeFirstLoad(load, 100);
      expect(report).toContain(`Over the budget: ${(load.gzip / 1000).toFixed(2)} kB gzipped`);
      expect(report).toContain('assets/index-1.js');
    });
  });
});
