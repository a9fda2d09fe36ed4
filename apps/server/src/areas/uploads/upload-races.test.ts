import { randomUUID } from 'node:crypto';
import { dealerCreditEntries } from '@backoffice/db/schema';
import { UPLOAD_MESSAGES, type SheetUploadAnswer } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onPostgres, RACE_ROUNDS } from '../../test/on-postgres';
import { csvOf, upload } from '../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../test/test-app';

const DISTRIBUTION_MANAGER = 17;
const CREDIT_CALL = '/api/dealer-sheet-upload/';
const CREDIT_HEADERS = ['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'];
const RACERS = 16;

let t: TestApp;
beforeAll(async () => {
  // Sheets of more than 2 rows are queued.
  t = await createTestApp({ env: { UPLOAD_INLINE_MAX_ROWS: '2' } });
});
afterAll(() => t?.close());

const creditFile = (rows: string[][]) => ({
  name: 'credit.csv',
  bytes: csvOf([CREDIT_HEADERS, ...rows]),
});
const creditsWith = async (remark: string) =>
  (await t.db.select().from(dealerCreditEntries).where(eq(dealerCreditEntries.remark, remark)))
    .length;

/** The same file sent by RACERS requests at once, each with its own Idempotency-Key. */
const race = (file: { name: string; bytes: Buffer }) =>
  Promise.all(
    Array.from({ length: RACERS }, () => upload(t, DISTRIBUTION_MANAGER, CREDIT_CALL, file)),
  );

/**
 * Every answer but the first upload's: a repeat of it (nothing applied) or the 409 of the one
 * that lost the insert; never a 500.
 */
function expectOneUpload(answers: Awaited<ReturnType<typeof race>>, firstStatus: 200 | 202) {
  const statuses = answers.map((a) => a.statusCode);
  const firsts = answers.filter(
    (a) => a.statusCode === firstStatus && a.json<SheetUploadAnswer>().upload.repeat_of === null,
  );
  expect(firsts, statuses.join()).toHaveLength(1);
  const firstId = firsts[0]?.json<SheetUploadAnswer>().upload.upload_id;
  for (const answer of answers.filter((a) => !firsts.includes(a))) {
    if (answer.statusCode === 409) {
      expect(answer.json()).toMatchObject({
        error_code: 'uploads.already_applying',
        error: UPLOAD_MESSAGES.alreadyApplying,
      });
    } else {
      expect(answer.statusCode, statuses.join()).toBe(200);
      expect(answer.json<SheetUploadAnswer>().upload).toMatchObject({
        repeat_of: firstId,
        applied: false,
        successes: 0,
      });
    }
  }
}

onPostgres('one dealer credit-points file sent many times at once', () => {
  it('is applied once, in the request: one credit, every other answer a repeat or a 409', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const remark = `Race ${round} ${randomUUID()}`;
      const answers = await race(creditFile([['SAP-DL-1001', '1000', remark, '']]));
      expectOneUpload(answers, 200);
      expect(await creditsWith(remark)).toBe(1);
    }
  });

  it('is queued once when it is a background upload, and its job applies it once', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const remark = `Queued race ${round} ${randomUUID()}`;
      const rows = [1, 2, 3].map((n) => ['SAP-DL-1001', String(100 * n), `${remark} ${n}`, '']);
      expectOneUpload(await race(creditFile(rows)), 202);
      await t.app.jobs.drain();
      for (const n of [1, 2, 3]) expect(await creditsWith(`${remark} ${n}`)).toBe(1);
    }
  });
});

onPostgres('one credit row in many different files sent at once', () => {
  it('is credited once; every file applies its own rows', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const shared = `Shared ${round} ${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, n) =>
          upload(
            t,
            DISTRIBUTION_MANAGER,
            CREDIT_CALL,
            creditFile([
              ['SAP-MH-2001', '1000', shared, ''],
              ['SAP-MH-2001', '10', `${shared} own ${n}`, ''],
            ]),
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const firstRows = answers.map((a) => a.json<SheetUploadAnswer>().results[0]?.message);
      expect(firstRows.filter((m) => m === UPLOAD_MESSAGES.success)).toHaveLength(1);
      expect(await creditsWith(shared)).toBe(1);
      for (let n = 0; n < RACERS; n += 1) expect(await creditsWith(`${shared} own ${n}`)).toBe(1);
    }
  });
});
