import { describe, expect } from 'vitest';

/**
 * A describe block that runs only against PostgreSQL (TEST_DATABASE_URL set): races need a
 * server with real row locks and parallel connections, which the embedded database has not.
 */
export const onPostgres = describe.skipIf(!process.env.TEST_DATABASE_URL);

/** How many rounds each race runs: a race lost once in a while still shows. */
export const RACE_ROUNDS = 4;

/** Expects each answer of a race to be a win (200) or a refusal (400, 409), never a 500. */
export function expectWinsOrRefusals(statuses: number[]) {
  expect(
    statuses.filter((s) => s !== 200 && s !== 400 && s !== 409),
    statuses.join(),
  ).toEqual([]);
}

/** Expects one press of a race to win (200) and every other to be refused with 400 or 409. */
export function expectOneWinner(statuses: number[]) {
  expect(
    statuses.filter((s) => s === 200),
    statuses.join(),
  ).toHaveLength(1);
  expectWinsOrRefusals(statuses);
}
