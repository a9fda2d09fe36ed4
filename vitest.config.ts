import { defineConfig } from 'vitest/config';

// Unit, server and web component tests. End-to-end specs run separately (e2e/), after a build.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/db', 'apps/server', 'apps/web', 'lint'],
  },
});
