import { defineConfig } from 'vitest/config';

// End-to-end specs: the built app on a temporary database, driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server: specs run one file at a time on this 2-core machine.
    fileParallelism: false,
  },
});
