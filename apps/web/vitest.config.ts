import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  // `@/` is apps/web/src, as in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // One environment for every file instead of a fresh jsdom and module graph per file (much
    // faster); test-setup.ts resets what a test leaves behind.
    isolate: false,
    // Component tests that walk a popup's whole form take seconds under load.
    testTimeout: 30_000,
  },
});
