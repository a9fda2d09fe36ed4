import type { SheetUploadAnswer, SheetUploadDetail } from '@backoffice/domain/uploads';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { jobRetryDelayMs } from '../../core/jobs/index';
import { createOutbox } from '../../core/outbox/dispatcher';
import { APPLY_BATCH_SIZE, sheetApplierOf } from '../../core/sheets/index';
import { csvOf, PINCODE_HEADERS, pincodeRows, upload } from '../../test/sheet-uploads';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const OPERATIONS = 10;
const PINCODE_CALL = '/api/pincode-sheet-upload/';
const ROWS = APPLY_BATCH_SIZE * 2 + 200;

let t: TestApp;
let restarted: FastifyInstance | null = null;
beforeAll(async () => {
  // Sheets of more than 5 rows are queued.
  t = await createTestApp({ env: { UPLOAD_INLINE_MAX_ROWS: '5' } });
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

/** The same server started again on the same database, as after a restart. */
const restart = () =>
  buildApp(t.config, {
    db: t.db,
    now: t.clock.now,
    outbox: createOutbox({ db: t.db, now: t.clock.now, mode: 'inline' }),
  });

const detailOf = async (app: FastifyInstance, uploadId: string) =>
  (
    await app.inject({
      url: `/api/sheet-uploads/${uploadId}?limit=1`,
      headers: bearer(await t.tokenFor(OPERATIONS)),
    })
  ).json<SheetUploadDetail>();

describe('a large upload', () => {
  it('is queued, shows its progress, survives a crash and a restart, and applies each row once', async () => {
    const applier = sheetApplierOf('pincodes');
    if (!applier) throw new Error('no pincode applier');
    const real = applier.applyBatch.bind(applier);
    const firstRows: number[] = [];
    let calls = 0;
    const spy = vi
      .spyOn(applier, 'applyBatch')
      .mockImplementation(async (ctx, scope, rows, upload) => {
        calls += 1;
        firstRows.push(rows[0]?.row ?? 0);
        // The process dies in the middle of the second batch.
        if (calls === 2) throw new Error('killed');
        return real(ctx, scope, rows, upload);
      });

    const rows = pincodeRows(ROWS).map((r, i) => [String(200001 + i), ...r.slice(1)]);
    const response = await upload(t, OPERATIONS, PINCODE_CALL, {
      name: 'large.csv',
      bytes: csvOf([PINCODE_HEADERS, ...rows]),
    });
    expect(response.statusCode).toBe(202);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ status: 'queued', rows_total: ROWS, rows_done: 0 });
    const id = answer.upload.upload_id;

    expect(await t.app.jobs.drain()).toBe(0);
    expect((await detailOf(t.app, id)).upload).toMatchObject({
      status: 'running',
      rows_done: APPLY_BATCH_SIZE,
      successes: APPLY_BATCH_SIZE,
    });
    await t.app.close();
    spy.mockRestore();

    restarted = await restart();
    const resumed = vi.spyOn(applier, 'applyBatch');
    t.clock.advance(jobRetryDelayMs(1) + 1);
    expect(await restarted.jobs.drain()).toBe(1);
    expect((await detailOf(restarted, id)).upload).toMatchObject({
      status: 'done',
      applied: true,
      rows_done: ROWS,
      successes: ROWS,
      failures: 0,
    });
    // After the restart the job went on after the last committed batch.
    expect(resumed.mock.calls.map(([, , batch]) => batch[0]?.row)).toEqual([
      APPLY_BATCH_SIZE + 2,
      APPLY_BATCH_SIZE * 2 + 2,
    ]);
    expect(firstRows).toEqual([2, APPLY_BATCH_SIZE + 2]);
    resumed.mockRestore();
  });

  it('queued before a stop is applied by the next start', async () => {
    const app = restarted ?? (await restart());
    const rows = pincodeRows(20).map((r, i) => [String(300001 + i), ...r.slice(1)]);
    const response = await upload({ ...t, app }, OPERATIONS, PINCODE_CALL, {
      name: 'queued.csv',
      bytes: csvOf([PINCODE_HEADERS, ...rows]),
    });
    expect(response.statusCode).toBe(202);
    const id = response.json<SheetUploadAnswer>().upload.upload_id;
    await app.close();
    restarted = await restart();
    expect((await detailOf(restarted, id)).upload.status).toBe('queued');
    await restarted.jobs.drain();
    expect((await detailOf(restarted, id)).upload).toMatchObject({
      status: 'done',
      successes: 20,
    });
  });
});
