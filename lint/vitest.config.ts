import { defineProject } from 'vitest/config';

// The project's structure rules, proven: the lint zones refuse deliberate bypasses and the
// server's area folders import each other without cycles.
export default defineProject({
  test: { name: 'lint', include: ['**/*.test.ts'], testTimeout: 180_000 },
});
