import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` from packages/db writes SQL migrations that the server applies
// in code at start-up (src/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});
