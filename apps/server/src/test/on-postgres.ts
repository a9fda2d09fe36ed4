import { describe } from 'vitest';

/**
 * A describe block that runs only against PostgreSQL (TEST_DATABASE_URL set): races need a
 * server with real row locks and parallel connections, which the embedded database has not.
 */
export const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** How many rounds each race runs: a race lost once in a while still shows. */
export const RACE_ROUNDS = 4;
