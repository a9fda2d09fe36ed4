import { auditLog, retailSessions } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerUniqueConflict, SQLSTATE } from './database-errors';
import { AppError } from './errors';
import { runUseCase, SYSTEM_CALLER, USE_CASE_TRIES, type UseCaseScope } from './use-case';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A database failure as the query builder raises it: the driver's error as its cause. */
const databaseError = (code: string, constraint?: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(code), { code, constraint }) });

const auditedFor = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entity_id, id));

/** A use case that writes one audit row, then fails with `failures` in turn. */
function failing(id: string, failures: Error[]) {
  let tries = 0;
  const work = async ({ record }: UseCaseScope) => {
    tries += 1;
    await record.change({ entity: 'test', id, changes: { try: { before: null, after: tries } } });
    const failure = failures[tries - 1];
    if (failure) throw failure;
    return tries;
  };
  return { work, tries: () => tries };
}

describe('runUseCase', () => {
  it.each([
    ['a deadlock', SQLSTATE.deadlock],
    ['a serialization failure', SQLSTATE.serializationFailure],
  ])('runs a use case that lost %s again, keeping only the last try', async (_, code) => {
    const id = `retried-${code}`;
    const use = failing(id, [databaseError(code), databaseError(code)]);
    expect(await runUseCase(t.ctx, SYSTEM_CALLER, use.work)).toBe(3);
    const audited = await auditedFor(id);
    expect(audited.map((a) => a.changes)).toEqual([{ try: { before: null, after: 3 } }]);
  });

  it(`gives up after ${USE_CASE_TRIES} tries, with the database's error`, async () => {
    const deadlocks = Array.from({ length: USE_CASE_TRIES }, () => databaseError('40P01'));
    const use = failing('given-up', deadlocks);
    await expect(runUseCase(t.ctx, SYSTEM_CALLER, use.work)).rejects.toBe(deadlocks.at(-1));
    expect(use.tries()).toBe(USE_CASE_TRIES);
    expect(await auditedFor('given-up')).toEqual([]);
  });

  it('never runs again a use case refused for any other reason', async () => {
    const use = failing('refused', [new AppError('STALE'), databaseError('23503')]);
    await expect(runUseCase(t.ctx, SYSTEM_CALLER, use.work)).rejects.toThrow(AppError);
    expect(use.tries()).toBe(1);
  });

  it('answers a registered unique violation with the area’s refusal, any other as it is', async () => {
    registerUniqueConflict(
      'test_one_per_thing_idx',
      () => new AppError('STALE', { errorCode: 'test.already_there', message: 'Already there' }),
    );
    const known = failing('known', [databaseError('23505', 'test_one_per_thing_idx')]);
    await expect(runUseCase(t.ctx, SYSTEM_CALLER, known.work)).rejects.toMatchObject({
      status: 409,
      errorCode: 'test.already_there',
    });
    const unknown = databaseError('23505', 'test_other_idx');
    const other = failing('unknown', [unknown]);
    await expect(runUseCase(t.ctx, SYSTEM_CALLER, other.work)).rejects.toBe(unknown);
  });

  it('reads the unique violation the database raises: a second open session is refused', async () => {
    const open = { login_id: 30, retail_store_id: 'BLR-WHF-02', role_type: 2 };
    const answer = runUseCase(t.ctx, SYSTEM_CALLER, async ({ tx, now }) => {
      await tx.insert(retailSessions).values({ ...open, started_at: now });
      await tx.insert(retailSessions).values({ ...open, started_at: now });
    });
    await expect(answer).rejects.toMatchObject({
      status: 400,
      errorCode: 'retail.cash_session_started',
    });
  });
});
