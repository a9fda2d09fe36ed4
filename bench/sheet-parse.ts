import { parseArgs } from 'node:util';
import {
  PINCODE_SHEET,
  PINCODE_SHEET_COLUMNS,
  defineSheetType,
  validateRows,
} from '@backoffice/domain/uploads';
import { readSheet } from '@backoffice/server/core/sheets';
import { utils, write } from '@e965/xlsx';

// The sheet reader on a pincode directory sheet of `--rows` rows, built in memory as .xlsx and
// .csv: time of the bare read (bytes to checked rows) and of read and validation together.

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '5' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);

const CITIES = [
  ['Bengaluru', 'Karnataka'],
  ['New Delhi', 'Delhi'],
  ['Mumbai', 'Maharashtra'],
  ['Chennai', 'Tamil Nadu'],
] as const;

/** A sheet row; every hundredth one has a pincode the directory refuses. */
function row(i: number): string[] {
  const [city, state] = CITIES[i % CITIES.length] ?? CITIES[0];
  return [
    i % 100 === 99 ? `0${String(i).padStart(5, '0')}` : String(100_000 + i),
    city,
    state,
    i % 5 ? 'Yes' : 'No',
    i % 7 ? 'No' : 'Yes',
    i % 3 ? 'Yes' : 'No',
    String(1 + (i % 10)),
  ];
}

const table = [
  PINCODE_SHEET_COLUMNS.map((c) => c.header),
  ...Array.from({ length: ROWS }, (_, i) => row(i)),
];
const book = utils.book_new();
utils.book_append_sheet(book, utils.aoa_to_sheet(table), 'Pincodes');
const xlsx = new Uint8Array(
  write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer,
);
const csv = new TextEncoder().encode(table.map((r) => r.join(',')).join('\r\n'));
// The bench measures the reader, not the limits: a file of any size and rows is let through.
const type = defineSheetType({
  ...PINCODE_SHEET,
  limits: { maxBytes: Infinity, maxRows: ROWS, maxUncompressedBytes: Infinity },
});

function measure(name: string, run: () => void) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    global.gc?.();
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(
    [
      name.padEnd(20),
      `${median.toFixed(0).padStart(6)} ms median`,
      `${(times[0] ?? NaN).toFixed(0).padStart(6)} ms best`,
      `${Math.round((ROWS / median) * 1000)
        .toString()
        .padStart(8)} rows/s`,
    ].join(' | '),
  );
}

console.log(
  `${ROWS} rows, ${RUNS} runs each; .xlsx ${(xlsx.length / 1024).toFixed(0)} KiB, .csv ${(csv.length / 1024).toFixed(0)} KiB`,
);
for (const [kind, bytes] of [
  ['xlsx', xlsx],
  ['csv', csv],
] as const) {
  measure(`${kind} parse`, () => readSheet(type, `pincodes.${kind}`, bytes));
  measure(`${kind} parse+validate`, () => {
    validateRows(type, readSheet(type, `pincodes.${kind}`, bytes).rows);
  });
}
