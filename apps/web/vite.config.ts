import react from '@vitejs/plugin-react';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SRC = fileURLToPath(new URL('./src/', import.meta.url));
const ZOD_WITHOUT_EVAL = `${SRC}lib/validation/zod-without-eval.ts`;

/**
 * Every import of `zod` (the app's, the domain's) but zod-without-eval's own gets
 * zod-without-eval: zod is set jitless before any module that imports it runs.
 */
const zodWithoutEval: Plugin = {
  name: 'zod-without-eval',
  enforce: 'pre',
  resolveId(source, importer) {
    return source === 'zod' && importer !== ZOD_WITHOUT_EVAL ? ZOD_WITHOUT_EVAL : null;
  },
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each script, style sheet and page of the
 * build, at the strongest levels, when smaller than the file: the server sends the copy the
 * browser accepts, or the file when there is none.
 */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const files = Object.values(bundle).filter((file) => /\.(js|css|html)$/.test(file.fileName));
    await Promise.all(
      files.map(async (file) => {
        const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        const path = join(outDir, file.fileName);
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipped(content, { level: 9 }),
        ]);
        const write = (extension: string, copy: Buffer) =>
          copy.length < content.length ? writeFile(`${path}.${extension}`, copy) : undefined;
        await Promise.all([write('br', br), write('gz', gz)]);
      }),
    );
  },
};

// The dev server forwards /api to the Fastify server; in production one process serves both.
export default defineConfig({
  plugins: [react(), zodWithoutEval, precompress],
  // `@/` is apps/web/src, as in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunks and their imports, which the first-load budget reads.
    manifest: true,
    // Every browser the console supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's own modules do nothing when imported but define what they export (styles
      // aside, and zod-without-eval, whose setting is its job), so a module none of whose
      // exports is used stays out: a barrel such as components/ui brings only what is used, and
      // a call whose schema is checked in development only brings no zod to production.
      treeshake: {
        moduleSideEffects: [
          { test: new RegExp(`^${escapeRegExp(ZOD_WITHOUT_EVAL)}$`), sideEffects: true },
          { test: new RegExp(`^${escapeRegExp(SRC)}.*\\.tsx?$`), sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // zod and the module that sets it jitless share one chunk, loaded with the first
          // screen that builds a schema (zod probes `new Function` when a schema is built, which
          // the Content-Security-Policy reports as a violation).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ }],
        },
      },
    },
  },
});
