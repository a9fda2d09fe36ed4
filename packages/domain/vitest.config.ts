import { defineProject } from 'vitest/config';

// The rules are pure and keep no state between files, so one module graph serves every file.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
