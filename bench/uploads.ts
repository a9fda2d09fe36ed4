import { parseArgs } from 'node:util';
import {
  PINCODE_SHEET,
  sheetTypeOf,
  type SheetType,
  type SheetUploadAnswer,
} from '@backoffice/domain/uploads';
import { readSheet, sheetApplierOf } from '@backoffice/server/core/sheets';
import { csvOf, upload, xlsxOf } from '@backoffice/server/test/sheet-uploads';
import { createTestApp } from '@backoffice/server/test/test-app';

// The whole sheet upload of `--rows` rows through the API (multipart, read, validate, keep the
// file, apply in batches, answer), next to the bare parse of the same file, as .xlsx and .csv:
// the pincode sheet, and the stock sheet when it is declared and applied. On PostgreSQL when
// BENCH_DATABASE_URL (or --database-url) names a server, else on PGlite in memory.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    'database-url': { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;

const OPERATIONS = 10;
const MB = 1024 * 1024;
const peakRss = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`;

/** The pincode directory rows: a new pincode each, one in a hundred with a bad one. */
function pincodeTable(): string[][] {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    i % 100 === 99 ? `0${String(i).padStart(5, '0')}` : String(100_000 + i),
    'Bengaluru',
    'Karnataka',
    i % 5 ? 'Yes' : 'No',
    i % 7 ? 'No' : 'Yes',
    i % 3 ? 'Yes' : 'No',
    String(1 + (i % 10)),
  ]);
  return [PINCODE_SHEET.columns.map((c) => c.header), ...rows];
}

/** A sheet of a type made of its sample rows, over and over. */
function sampleTable(type: SheetType): string[][] {
  const columns = type.columns.filter((c) => type.sampleRows.some((r) => c.key in r));
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const sample = type.sampleRows[i % type.sampleRows.length] ?? {};
    return columns.map((c) => sample[c.key] ?? '');
  });
  return [columns.map((c) => c.header), ...rows];
}

const t = await createTestApp({
  env: { UPLOAD_INLINE_MAX_ROWS: String(ROWS), LOG_LEVEL: 'silent' },
});
console.log(
  `${ROWS} rows on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; peak RSS at start ${peakRss()}`,
);

async function bench(type: SheetType, url: string, table: string[][]) {
  if (!sheetApplierOf(type.key)) {
    console.log(`${type.key}: no applier registered yet, skipped`);
    return;
  }
  // The bench measures the pipeline, not the limits: any size and row count is let through.
  const unlimited: SheetType = {
    ...type,
    limits: { maxBytes: Infinity, maxRows: ROWS, maxUncompressedBytes: Infinity },
  };
  for (const [kind, bytes] of [
    ['xlsx', xlsxOf(table)],
    ['csv', csvOf(table)],
  ] as const) {
    const name = `${type.key}-${Date.now()}.${kind}`;
    let started = performance.now();
    readSheet(unlimited, name, bytes);
    const parse = performance.now() - started;
    started = performance.now();
    const response = await upload(t, OPERATIONS, url, { name, bytes });
    const whole = performance.now() - started;
    const answer = response.json<SheetUploadAnswer>();
    if (response.statusCode !== 200) {
      console.log(`${type.key} .${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      continue;
    }
    console.log(
      [
        `${type.key} .${kind}`.padEnd(18),
        `${(bytes.length / MB).toFixed(1)} MiB`,
        `parse ${(parse / 1000).toFixed(2)} s`,
        `upload ${(whole / 1000).toFixed(2)} s (${(whole / parse).toFixed(1)}x parse)`,
        `${Math.round((ROWS / whole) * 1000)} rows/s`,
        `${answer.upload.successes} applied, ${answer.upload.failures} failed`,
        `peak RSS ${peakRss()}`,
      ].join(' | '),
    );
  }
}

await bench(PINCODE_SHEET as SheetType, '/api/pincode-sheet-upload/', pincodeTable());
const stock = sheetTypeOf('stock');
if (stock) await bench(stock, '/api/upload-stock/', sampleTable(stock));
else console.log('stock: the sheet type is not declared yet, skipped');
await t.close();
