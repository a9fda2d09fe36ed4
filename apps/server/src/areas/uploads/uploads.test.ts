import { readdirSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { auditLog, pincodes, sheetUploads } from '@backoffice/db/schema';
import {
  PINCODE_SHEET,
  UPLOAD_ENDPOINTS,
  UPLOAD_MESSAGES,
  type SheetUploadAnswer,
  type SheetUploadDetail,
  type SheetUploadHistory,
} from '@backoffice/domain/uploads';
import { read, utils } from '@e965/xlsx';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sheetApplierOf, type AppliedRow } from '../../core/sheets/index';
import { csvOf, PINCODE_HEADERS, pincodeRows, upload, xlsxOf } from '../../test/sheet-uploads';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

const OPERATIONS = 10;
const OPERATIONS_POD_LEADER = 11;
const SALES = 12;
const PINCODE_CALL = '/api/pincode-sheet-upload/';
const PRICING_CALL = '/api/pincode-delivery-pricing-upload/';

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  t = await createTestApp();
  if (t.config.fileStore.driver !== 'local') throw new Error('the tests keep files locally');
  filesDir = t.config.fileStore.dir;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const get = async (url: string, loginId = OPERATIONS) =>
  t.app.inject({ url, headers: bearer(await t.tokenFor(loginId)) });
const uploadCount = async () =>
  Number((await t.db.select({ n: count() }).from(sheetUploads))[0]?.n);
const keptFiles = () => readdirSync(filesDir, { recursive: true }).length;
const auditedRows = async (entity: string) =>
  Number(
    (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, entity)))[0]?.n,
  );
const pincodeSheet = (rows: string[][]) => csvOf([PINCODE_HEADERS, ...rows]);

/** The pincode applier, made to refuse the rows whose pincode is in `refused`. */
function refusingPincodes(refused: readonly string[]) {
  const applier = sheetApplierOf('pincodes');
  if (!applier) throw new Error('no pincode applier');
  const real = applier.applyBatch.bind(applier);
  return vi.spyOn(applier, 'applyBatch').mockImplementation(async (ctx, scope, rows, upload) => {
    const pincodeOf = (value: unknown) => (value as { pincode: string }).pincode;
    const written = await real(
      ctx,
      scope,
      rows.filter((r) => !refused.includes(pincodeOf(r.value))),
      upload,
    );
    const byRow = new Map(written.map((w) => [w.row, w]));
    return rows.map(
      (r): AppliedRow =>
        byRow.get(r.row) ?? {
          row: r.row,
          ok: false,
          column: 'Pincode',
          message: 'The courier does not serve this pincode yet',
        },
    );
  });
}

/** A real zip bomb: an .xlsx whose one entry inflates from a few kB to past the 100 MB limit. */
function zipBomb(): Buffer {
  const content = Buffer.alloc(PINCODE_SHEET.limits.maxUncompressedBytes + 1024, 0x20);
  const packed = deflateRawSync(content, { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const header = (signature: number, central: boolean) => {
    const b = Buffer.alloc(central ? 46 : 30);
    b.writeUInt32LE(signature, 0);
    const at = central ? 2 : 0;
    if (central) b.writeUInt16LE(20, 4);
    b.writeUInt16LE(20, 4 + at);
    b.writeUInt16LE(8, 8 + at);
    b.writeUInt32LE(crc32(content), 14 + at);
    b.writeUInt32LE(packed.length, 18 + at);
    b.writeUInt32LE(content.length, 22 + at);
    b.writeUInt16LE(name.length, 26 + at);
    return b;
  };
  const local = Buffer.concat([header(0x04034b50, false), name, packed]);
  const central = Buffer.concat([header(0x02014b50, true), name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(local.length, 16);
  return Buffer.concat([local, central, end]);
}

describe('an upload call', () => {
  it('applies every row of a good sheet and answers Uploaded Successfully', async () => {
    const response = await upload(t, OPERATIONS, PINCODE_CALL, {
      name: 'pincodes.xlsx',
      bytes: xlsxOf([PINCODE_HEADERS, ...pincodeRows(3)]),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer).toMatchObject({
      msg: UPLOAD_MESSAGES.uploaded,
      err_msg: null,
      error_sheet: null,
      upload: {
        sheet_type: 'pincodes',
        file_name: 'pincodes.xlsx',
        uploaded_by: { login_id: OPERATIONS },
        status: 'done',
        applied: true,
        rows_total: 3,
        rows_done: 3,
        successes: 3,
        failures: 0,
        repeat_of: null,
      },
    });
    expect(answer.results.map((r) => [r.row, r.ok, r.message])).toEqual([
      [2, true, 'Success'],
      [3, true, 'Success'],
      [4, true, 'Success'],
    ]);
    const [kept] = await t.db.select().from(pincodes).where(eq(pincodes.pincode, '110002'));
    expect(kept).toMatchObject({ city: 'Delhi', serviceable: true });
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, answer.upload.upload_id));
    expect(audited.map((a) => a.reason)).toEqual(['Sheet uploaded', 'Sheet applied']);
  });

  it.each([
    [
      'a file over the size limit',
      () => ({ name: 'big.csv', bytes: Buffer.alloc(PINCODE_SHEET.limits.maxBytes + 1, 'a') }),
      'uploads.file_too_large',
    ],
    [
      'more rows than the limit',
      () => ({
        name: 'many.csv',
        bytes: pincodeSheet(pincodeRows(PINCODE_SHEET.limits.maxRows + 1)),
      }),
      'uploads.too_many_rows',
    ],
    [
      'a zip bomb',
      () => ({ name: 'bomb.xlsx', bytes: zipBomb() }),
      'uploads.uncompressed_too_large',
    ],
    [
      'an unknown column',
      () => ({ name: 'p.csv', bytes: csvOf([[...PINCODE_HEADERS, 'Zone'], ...pincodeRows(1)]) }),
      'uploads.unknown_columns',
    ],
    [
      'a missing column',
      () => ({ name: 'p.csv', bytes: csvOf([PINCODE_HEADERS.slice(1), ...pincodeRows(1)]) }),
      'uploads.missing_columns',
    ],
    [
      'a file that is not what its name says',
      () => ({ name: 'p.xlsx', bytes: pincodeSheet(pincodeRows(2)) }),
      'uploads.not_what_it_says',
    ],
  ])('refuses %s with a 400 on the file and writes nothing', async (_, file, code) => {
    const [uploadsBefore, filesBefore] = [await uploadCount(), keptFiles()];
    const response = await upload(t, OPERATIONS, PINCODE_CALL, file());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', error_code: code });
    expect(response.json<{ fields: Record<string, string> }>().fields.file).toBeTruthy();
    expect([await uploadCount(), keptFiles()]).toEqual([uploadsBefore, filesBefore]);
  });

  it("refuses an upload_type the endpoint does not take with 'Invalid upload type selected.'", async () => {
    const response = await upload(
      t,
      OPERATIONS,
      '/api/offer-automation-upload/',
      { name: 'o.csv', bytes: csvOf([['Offer'], ['x']]), field: 'upload_file' },
      { fields: { upload_type: 'pincodes' } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'uploads.invalid_upload_type',
      fields: { upload_type: UPLOAD_MESSAGES.invalidUploadType },
    });
  });

  it('refuses a call without a file, and one without an Idempotency-Key', async () => {
    const token = await t.tokenFor(OPERATIONS);
    const noFile = await t.app.inject({
      method: 'POST',
      url: PINCODE_CALL,
      headers: { ...bearer(token), 'idempotency-key': 'test-no-file' },
      payload: { attachments: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ fields: { file: UPLOAD_MESSAGES.fileRequired } });
    const noKey = await t.app.inject({ method: 'POST', url: PINCODE_CALL, headers: bearer(token) });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ fields: { 'Idempotency-Key': expect.any(String) } });
  });

  it('applies the valid rows only, and answers the invalid and the refused ones', async () => {
    refusingPincodes(['120003']);
    const rows = pincodeRows(5, [1]).map((r, i) => (i === 2 ? ['120003', ...r.slice(1)] : r));
    const response = await upload(t, OPERATIONS, PINCODE_CALL, {
      name: 'mixed.csv',
      bytes: pincodeSheet(rows),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer).toMatchObject({
      msg: '3 rows applied, 2 failed',
      err_msg: '2 rows failed: download the error sheet',
      error_sheet: `/api/sheet-uploads/${answer.upload.upload_id}/error-sheet`,
      upload: { status: 'done', applied: true, successes: 3, failures: 2, rows_done: 5 },
    });
    expect(answer.results.filter((r) => !r.ok).map((r) => [r.row, r.message])).toEqual([
      [3, 'Pincode: Invalid Pin Code!'],
      [4, 'Pincode: The courier does not serve this pincode yet'],
    ]);
    expect(await t.db.select().from(pincodes).where(eq(pincodes.pincode, '120003'))).toEqual([]);

    const sheet = await get(answer.error_sheet ?? '');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain('error-sheet.xlsx');
    const book = read(sheet.rawPayload, { type: 'buffer' });
    const table = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(table).toEqual([
      [...PINCODE_HEADERS, 'Error'],
      ['01234', 'Delhi', 'Delhi', 'Yes', 'No', 'Yes', '3', 'Pincode: Invalid Pin Code!'],
      [
        '120003',
        'Delhi',
        'Delhi',
        'Yes',
        'No',
        'Yes',
        '3',
        'Pincode: The courier does not serve this pincode yet',
      ],
    ]);
  });

  it('applies an all-or-nothing sheet whole, or nothing when one row is refused', async () => {
    const applier = sheetApplierOf('pincode-delivery-pricing');
    if (!applier) throw new Error('no delivery pricing applier');
    vi.spyOn(applier, 'applyBatch').mockImplementation(async (_ctx, scope, rows) => {
      for (const r of rows) {
        await scope.record.change({
          entity: 'test_pricing_row',
          id: r.row,
          changes: { row: { before: null, after: r.row } },
        });
      }
      return rows.map((r): AppliedRow =>
        r.row === 3
          ? { row: 3, ok: false, column: 'Pincode', message: 'Pincode is not in the directory' }
          : { row: r.row, ok: true },
      );
    });
    const sheet = csvOf([
      ['Pincode', 'Delivery Charge', 'Free Delivery Above'],
      ['302001', '499', '20000'],
      ['682001', '299.50', ''],
      ['560001', '199', ''],
    ]);
    const response = await upload(t, OPERATIONS_POD_LEADER, PRICING_CALL, {
      name: 'pricing.csv',
      bytes: sheet,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({
      apply_mode: 'all-or-nothing',
      status: 'done',
      applied: false,
      successes: 0,
      failures: 1,
    });
    expect(answer.msg).toMatch(/^Nothing was applied: 1 row failed/);
    expect(answer.results.find((r) => r.row === 3)).toMatchObject({
      ok: false,
      message: 'Pincode: Pincode is not in the directory',
    });
    expect(await auditedRows('test_pricing_row')).toBe(0);
  });

  it('answers an all-or-nothing sheet with an invalid row without applying any', async () => {
    const applier = sheetApplierOf('pincode-delivery-pricing');
    if (!applier) throw new Error('no delivery pricing applier');
    const applied = vi.spyOn(applier, 'applyBatch');
    const response = await upload(t, OPERATIONS_POD_LEADER, PRICING_CALL, {
      name: 'pricing.csv',
      bytes: csvOf([
        ['Pincode', 'Delivery Charge'],
        ['302001', '499'],
        ['0123', '299'],
      ]),
    });
    expect(response.json<SheetUploadAnswer>().upload).toMatchObject({
      status: 'done',
      applied: false,
      failures: 1,
    });
    expect(applied).not.toHaveBeenCalled();
  });

  it('applies a file sent again once: the second upload is a repeat and applies nothing', async () => {
    const bytes = pincodeSheet(pincodeRows(2).map((r) => ['130001', ...r.slice(1)].slice(0, 7)));
    const first = (
      await upload(t, OPERATIONS, PINCODE_CALL, { name: 'again.csv', bytes })
    ).json<SheetUploadAnswer>();
    const audited = await auditedRows('pincode');
    const second = await upload(t, OPERATIONS, PINCODE_CALL, { name: 'again (1).csv', bytes });
    expect(second.statusCode).toBe(200);
    const answer = second.json<SheetUploadAnswer>();
    expect(answer.upload.upload_id).not.toBe(first.upload.upload_id);
    expect(answer.upload).toMatchObject({
      repeat_of: first.upload.upload_id,
      applied: false,
      successes: 0,
    });
    expect(answer.msg).toMatch(/^This file was applied on .+; nothing was applied again$/);
    expect(await auditedRows('pincode')).toBe(audited);
  });

  it('answers the first upload again to a retry with the same Idempotency-Key', async () => {
    const bytes = pincodeSheet(pincodeRows(1).map((r) => ['140001', ...r.slice(1)]));
    const send = () =>
      upload(
        t,
        OPERATIONS,
        PINCODE_CALL,
        { name: 'k.csv', bytes },
        { idempotencyKey: 'test-key-1' },
      );
    const first = await send();
    const uploads = await uploadCount();
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await uploadCount()).toBe(uploads);
  });
});

describe('the upload history', () => {
  it('lists an endpoint’s and a type’s uploads newest first, with who, role and counts', async () => {
    const endpoint = (await get(`${PINCODE_CALL}?limit=2`)).json<SheetUploadHistory>();
    const byType = (
      await get('/api/sheet-uploads/?sheet_type=pincodes&limit=2')
    ).json<SheetUploadHistory>();
    expect(byType).toEqual(endpoint);
    expect(endpoint.count).toBeGreaterThanOrEqual(4);
    expect(endpoint.results).toHaveLength(2);
    expect(endpoint.results[0]).toMatchObject({
      sheet_type: 'pincodes',
      sheet_label: PINCODE_SHEET.label,
      uploaded_by: { login_id: OPERATIONS, name: expect.any(String) },
      role: 'OPS',
    });
    const [newest, older] = endpoint.results;
    expect(Date.parse(newest?.uploaded_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(older?.uploaded_at ?? ''),
    );
  });

  it('gives an upload’s detail with its rows, the failed ones alone, and its file as sent', async () => {
    const bytes = pincodeSheet(
      pincodeRows(4, [0, 3]).map((r, i) => (i === 1 || i === 2 ? [`15000${i}`, ...r.slice(1)] : r)),
    );
    const sent = (
      await upload(t, OPERATIONS, PINCODE_CALL, { name: 'detail.csv', bytes })
    ).json<SheetUploadAnswer>();
    const id = sent.upload.upload_id;
    const all = (await get(`/api/sheet-uploads/${id}?limit=3`)).json<SheetUploadDetail>();
    expect(all.count).toBe(4);
    expect(all.results.map((r) => r.row)).toEqual([2, 3, 4]);
    const failed = (
      await get(`/api/sheet-uploads/${id}?only_failures=true`)
    ).json<SheetUploadDetail>();
    expect(failed.results.map((r) => r.row)).toEqual([2, 5]);
    const file = await get(`/api/sheet-uploads/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('detail.csv');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses the uploads of a type to a role that may not upload it (403)', async () => {
    const [someUpload] = await t.db
      .select()
      .from(sheetUploads)
      .where(eq(sheetUploads.sheet_type, 'pincodes'))
      .limit(1);
    const id = someUpload?.id ?? '';
    for (const url of [
      `/api/sheet-uploads/${id}`,
      `/api/sheet-uploads/${id}/file`,
      '/api/sheet-uploads/?sheet_type=pincodes',
      '/api/sample-sheets/pincodes',
      PINCODE_CALL,
    ]) {
      expect((await get(url, SALES)).statusCode, url).toBe(403);
    }
    const sent = await upload(t, SALES, PINCODE_CALL, {
      name: 'p.csv',
      bytes: pincodeSheet(pincodeRows(1)),
    });
    expect(sent.statusCode).toBe(403);
  });
});

describe('the demo uploads', () => {
  it('fill every upload call’s history, and their files and error sheets download', async () => {
    const demo = await t.db
      .select()
      .from(sheetUploads)
      .where(eq(sheetUploads.file_name, 'stock-2.csv'));
    const [withFailure] = demo;
    expect(withFailure).toMatchObject({ status: 'done', failures: 1 });
    const file = await get(`/api/sheet-uploads/${withFailure?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')).toHaveLength((withFailure?.rows_total ?? 0) + 2);
    const errors = await get(`/api/sheet-uploads/${withFailure?.id}/error-sheet`);
    expect(errors.statusCode).toBe(200);
    const histories = await Promise.all(
      UPLOAD_ENDPOINTS.map(
        async (e) =>
          (
            await t.db
              .select()
              .from(sheetUploads)
              .where(inArray(sheetUploads.sheet_type, [...e.types]))
          ).length,
      ),
    );
    expect(histories.every((n) => n >= 2)).toBe(true);
  });

  it('answers every one of parallel first downloads of a demo file, with the same bytes', async () => {
    const [demo] = await t.db
      .select()
      .from(sheetUploads)
      .where(eq(sheetUploads.file_name, 'stock-1.csv'));
    const downloads = await Promise.all(
      Array.from({ length: 10 }, () => get(`/api/sheet-uploads/${demo?.id}/file`)),
    );
    expect(downloads.map((d) => d.statusCode)).toEqual(downloads.map(() => 200));
    expect(new Set(downloads.map((d) => d.body)).size).toBe(1);
    expect(
      readdirSync(filesDir, { recursive: true }).filter((f) => /partial/.test(String(f))),
    ).toEqual([]);
  });
});

describe('the sample sheet', () => {
  it('is an .xlsx of the type’s columns and sample rows that uploads as it is', async () => {
    const response = await get('/api/sample-sheets/pincodes');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('pincodes-sample.xlsx');
    const book = read(response.rawPayload, { type: 'buffer' });
    const table = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(table[0]).toEqual(PINCODE_SHEET.columns.map((c) => c.header));
    expect(table).toHaveLength(PINCODE_SHEET.sampleRows.length + 1);
    const sent = await upload(t, OPERATIONS, PINCODE_CALL, {
      name: 'pincodes-sample.xlsx',
      bytes: response.rawPayload,
    });
    expect(sent.json<SheetUploadAnswer>().msg).toBe(UPLOAD_MESSAGES.uploaded);
  });
});
