import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The dev server forwards /api to the Fastify server; in production one process serves both.
export default defineConfig({
  plugins: [react()],
  // `@/` is apps/web/src, as in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the module that sets it jitless share one chunk, so the setting runs before
          // any chunk that builds a schema (zod probes `new Function` when a schema is built,
          // which the Content-Security-Policy reports as a violation).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-without-eval/ }],
        },
      },
    },
  },
});
