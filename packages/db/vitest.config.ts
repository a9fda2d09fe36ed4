import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
