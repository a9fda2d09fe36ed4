import { dealerCreditEntries, retailPrepaidReceipts } from '@backoffice/db/schema';
import {
  DEALER_CREDIT_SHEET,
  UPLOAD_MESSAGES,
  type SheetUploadAnswer,
  type SheetUploadDetail,
} from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_MAX_ATTEMPTS, jobRetryDelayMs } from '../../core/jobs/index';
import { sheetApplierOf } from '../../core/sheets/index';
import { csvOf, upload } from '../../test/sheet-uploads';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const DISTRIBUTION_MANAGER = 17;
const RETAIL_MANAGER = 16;
const CREDIT_CALL = '/api/dealer-sheet-upload/';
const CREDIT_HEADERS = ['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'];
const REPEATED_CREDIT = `Distributor Code: ${UPLOAD_MESSAGES.repeatedRow(
  DEALER_CREDIT_SHEET.additive?.keyHeaders ?? [],
)}`;

let t: TestApp;
beforeAll(async () => {
  // Sheets of more than 2 rows are queued.
  t = await createTestApp({ env: { UPLOAD_INLINE_MAX_ROWS: '2' } });
});
afterAll(() => t.close());

const creditFile = (rows: string[][], name = 'credit.csv') => ({
  name,
  bytes: csvOf([CREDIT_HEADERS, ...rows]),
});
const sendCredits = (file: { name: string; bytes: Buffer }) =>
  upload(t, DISTRIBUTION_MANAGER, CREDIT_CALL, file);
const creditsWith = async (remark: string) =>
  (await t.db.select().from(dealerCreditEntries).where(eq(dealerCreditEntries.remark, remark)))
    .length;
const detailOf = async (uploadId: string) =>
  (
    await t.app.inject({
      url: `/api/sheet-uploads/${uploadId}`,
      headers: bearer(await t.tokenFor(DISTRIBUTION_MANAGER)),
    })
  ).json<SheetUploadDetail>();

describe('an additive sheet', () => {
  it('refuses a row repeating an earlier row of the sheet on its row, and credits the first', async () => {
    const response = await sendCredits(
      creditFile([
        ['SAP-DL-1001', '1000', 'Repeat in sheet', '21/11/2026'],
        ['sap-dl-1001', '1000.00', 'repeat  IN sheet', '21/11/2026'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.results.map((r) => r.message)).toEqual(['Success', REPEATED_CREDIT]);
    expect(answer.upload).toMatchObject({ successes: 1, failures: 1 });
    expect(await creditsWith('Repeat in sheet')).toBe(1);
    expect(await creditsWith('repeat  IN sheet')).toBe(0);
  });

  it('refuses a row an earlier upload applied, in another file, and applies the others', async () => {
    const row = ['SAP-DL-1001', '1000', 'Resaved file', ''];
    expect((await sendCredits(creditFile([row]))).statusCode).toBe(200);
    const response = await sendCredits(
      creditFile([row, ['SAP-DL-1001', '500', 'New credit', '']], 'credit (resaved).csv'),
    );
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload.repeat_of).toBeNull();
    expect(answer.results.map((r) => r.message)).toEqual([REPEATED_CREDIT, 'Success']);
    expect(await creditsWith('Resaved file')).toBe(1);
    expect(await creditsWith('New credit')).toBe(1);
  });

  it('gives back the key of a row the data refused, so the corrected row applies later', async () => {
    const file = (agent: string, name: string) => ({
      name,
      bytes: csvOf([
        ['Order ID', 'Amount', 'Collected On', 'Agent Login ID', 'Receipt Number'],
        ['RS9001', '100', '20/11/2026', agent, 'PC-KEY-0001'],
      ]),
    });
    const call = '/api/prepaid-cash-upload/';
    const wrongAgent = await upload(t, RETAIL_MANAGER, call, file('30', 'wrong.csv'));
    expect(wrongAgent.json<SheetUploadAnswer>().upload.successes).toBe(0);
    const fixed = await upload(t, RETAIL_MANAGER, call, file('15', 'fixed.csv'));
    expect(fixed.json<SheetUploadAnswer>().results.map((r) => r.message)).toEqual(['Success']);
    const receipts = await t.db
      .select()
      .from(retailPrepaidReceipts)
      .where(eq(retailPrepaidReceipts.receipt_number, 'PC-KEY-0001'));
    expect(receipts).toHaveLength(1);
  });
});

describe('the same file sent again', () => {
  const queuedFile = (remark: string) =>
    creditFile([
      ['SAP-DL-1001', '100', `${remark} 1`, ''],
      ['SAP-DL-1001', '200', `${remark} 2`, ''],
      ['SAP-MH-2001', '300', `${remark} 3`, ''],
    ]);

  it('while the first is queued answers that it is still being applied, and applies once', async () => {
    const file = queuedFile('Queued once');
    const first = await sendCredits(file);
    expect(first.statusCode).toBe(202);
    const firstId = first.json<SheetUploadAnswer>().upload.upload_id;
    const again = await sendCredits(file);
    expect(again.statusCode).toBe(200);
    const answer = again.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ repeat_of: firstId, applied: false, successes: 0 });
    expect(answer.msg).toMatch(/^This file, sent on .+, is still being applied; nothing was/);
    await t.app.jobs.drain();
    expect((await detailOf(firstId)).upload).toMatchObject({ status: 'done', successes: 3 });
    for (const n of [1, 2, 3]) expect(await creditsWith(`Queued once ${n}`)).toBe(1);
  });

  it('after the first upload failed is applied, not answered as a repeat', async () => {
    const applier = sheetApplierOf('dealer-credit-points');
    if (!applier) throw new Error('no dealer credit applier');
    const broken = vi.spyOn(applier, 'applyBatch').mockRejectedValue(new Error('disk full'));
    const file = queuedFile('After failure');
    const first = (await sendCredits(file)).json<SheetUploadAnswer>().upload.upload_id;
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      await t.app.jobs.drain();
      t.clock.advance(jobRetryDelayMs(attempt) + 1);
    }
    expect((await detailOf(first)).upload.status).toBe('failed');
    broken.mockRestore();

    const retry = await sendCredits(file);
    expect(retry.statusCode).toBe(202);
    const retried = retry.json<SheetUploadAnswer>().upload;
    expect(retried.repeat_of).toBeNull();
    await t.app.jobs.drain();
    expect((await detailOf(retried.upload_id)).upload).toMatchObject({
      status: 'done',
      applied: true,
      successes: 3,
    });
    for (const n of [1, 2, 3]) expect(await creditsWith(`After failure ${n}`)).toBe(1);
  });
});
