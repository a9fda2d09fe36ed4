import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import {
  PINCODE_SHEET,
  UPLOAD_MESSAGES as M,
  defineSheetType,
  validateRows,
} from '@backoffice/domain/uploads';
import { read, utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { errorSheet } from './error-sheet';
import { readSheet } from './read-sheet';
import { sniffKind } from './sniff';
import { uncompressedSize } from './zip-size';

const HEADERS = ['Pincode', 'City', 'State', 'Serviceable', 'ODA', 'COD Available', 'EDD Days'];
const GOOD = ['560034', 'Bengaluru', 'Karnataka', 'Yes', 'No', 'Yes', '4'];

function xlsxOf(
  rows: readonly (readonly (string | number)[])[],
  bookType: 'xlsx' | 'xls' = 'xlsx',
) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows.map((r) => [...r])), 'Sheet1');
  return new Uint8Array(write(book, { type: 'buffer', bookType, compression: true }) as Buffer);
}
const csvOf = (rows: readonly (readonly string[])[]) =>
  new TextEncoder().encode(rows.map((r) => r.join(',')).join('\r\n'));

/** The 400 a call answers, as the envelope carries it: code, error code and the file's message. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return { status: error.status, code: error.errorCode, file: error.fields?.file };
    }
    throw error;
  }
  throw new Error('not refused');
}

/** Makes the central directory's first entry claim `size` uncompressed bytes. */
function claimSize(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  let end = copy.length - 22;
  while (view.getUint32(end, true) !== 0x06054b50) end -= 1;
  view.setUint32(view.getUint32(end + 16, true) + 24, size, true);
  return copy;
}

describe('sniffKind', () => {
  it.each([
    ['a zip', [0x50, 0x4b, 0x03, 0x04, 0x14], 'xlsx'],
    ['an OLE compound file', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0], 'xls'],
    ['text', [...new TextEncoder().encode('Pincode,City\n')], 'csv'],
    ['binary with a NUL', [0x41, 0x00, 0x42], null],
    ['nothing', [], null],
  ])('reads %s as %j', (_, bytes, kind) => {
    expect(sniffKind(new Uint8Array(bytes))).toBe(kind);
  });
});

describe('readSheet', () => {
  it('reads an .xlsx, an .xls and a .csv to the same rows, numbered as in the sheet', () => {
    const rows = [
      HEADERS,
      GOOD,
      ['', '', '', '', '', '', ''],
      ['110001', 'New Delhi', 'Delhi', 'no', 'yes', 'No', '7'],
    ];
    for (const [name, bytes] of [
      ['p.xlsx', xlsxOf(rows)],
      ['p.xls', xlsxOf(rows, 'xls')],
      ['p.csv', csvOf(rows)],
    ] as const) {
      const sheet = readSheet(PINCODE_SHEET, name, bytes);
      expect(sheet.rows.map((r) => [r.row, r.cells.pincode, r.cells.city])).toEqual([
        [2, '560034', 'Bengaluru'],
        [4, '110001', 'New Delhi'],
      ]);
      expect(sheet.columns.map((c) => c.header)).toEqual(HEADERS);
    }
  });

  it('keeps the text of a .csv as typed and never reads a formula', () => {
    const sheet = readSheet(
      PINCODE_SHEET,
      'p.csv',
      csvOf([HEADERS, ['056003', '=1+2', 'Goa', 'Yes', 'No', 'Yes', '1e1']]),
    );
    expect(sheet.rows[0]?.cells).toMatchObject({
      pincode: '056003',
      city: '=1+2',
      edd_days: '1e1',
    });
  });

  it('matches headers in any case and with spaces around them', () => {
    const sheet = readSheet(
      PINCODE_SHEET,
      'p.csv',
      csvOf([HEADERS.map((h) => ` ${h.toUpperCase()} `), GOOD]),
    );
    expect(sheet.rows[0]?.cells.state).toBe('Karnataka');
  });

  it('ignores the Error column of an error sheet sent again after it was fixed', () => {
    const sheet = readSheet(
      PINCODE_SHEET,
      'fixed.xlsx',
      xlsxOf([
        [...HEADERS, 'Error'],
        [...GOOD, 'Pincode: Invalid Pin Code!'],
      ]),
    );
    expect(sheet.columns.map((c) => c.header)).toEqual(HEADERS);
    expect(sheet.rows[0]?.cells).not.toHaveProperty('Error');
    expect(validateRows(PINCODE_SHEET, sheet.rows).errorCount).toBe(0);
  });

  it.each([
    [
      'a file over the size limit',
      defineSheetType({ ...PINCODE_SHEET, limits: { maxBytes: 10 } }),
      'p.csv',
      csvOf([HEADERS, GOOD]),
      'uploads.file_too_large',
      M.fileTooLarge(10),
    ],
    [
      'a .csv renamed .xlsx',
      PINCODE_SHEET,
      'p.xlsx',
      csvOf([HEADERS, GOOD]),
      'uploads.not_what_it_says',
      M.notWhatItSays('xlsx'),
    ],
    [
      'an .xlsx renamed .csv',
      PINCODE_SHEET,
      'p.csv',
      xlsxOf([HEADERS, GOOD]),
      'uploads.not_what_it_says',
      M.notWhatItSays('csv'),
    ],
    [
      'an .xlsx renamed .xls',
      PINCODE_SHEET,
      'p.xls',
      xlsxOf([HEADERS, GOOD]),
      'uploads.not_what_it_says',
      M.notWhatItSays('xls'),
    ],
    [
      'another extension',
      PINCODE_SHEET,
      'p.pdf',
      csvOf([HEADERS, GOOD]),
      'uploads.extension_not_accepted',
      M.extensionNotAccepted,
    ],
    [
      'missing columns',
      PINCODE_SHEET,
      'p.csv',
      csvOf([HEADERS.slice(0, 5), GOOD.slice(0, 5)]),
      'uploads.missing_columns',
      M.missingColumns(['COD Available', 'EDD Days']),
    ],
    [
      'an unknown column',
      PINCODE_SHEET,
      'p.csv',
      csvOf([
        [...HEADERS, 'Zone'],
        [...GOOD, 'South'],
      ]),
      'uploads.unknown_columns',
      M.unknownColumns(['Zone']),
    ],
    [
      'a column twice',
      PINCODE_SHEET,
      'p.csv',
      csvOf([
        [...HEADERS, 'city'],
        [...GOOD, 'x'],
      ]),
      'uploads.duplicate_columns',
      M.duplicateColumns(['City']),
    ],
    [
      'a header and no rows',
      PINCODE_SHEET,
      'p.xlsx',
      xlsxOf([HEADERS]),
      'uploads.no_rows',
      M.noRows,
    ],
    [
      'too many rows',
      defineSheetType({ ...PINCODE_SHEET, limits: { maxRows: 3 } }),
      'p.xlsx',
      xlsxOf([HEADERS, GOOD, GOOD, GOOD, GOOD]),
      'uploads.too_many_rows',
      M.tooManyRows(3),
    ],
    [
      'too many .csv rows',
      defineSheetType({ ...PINCODE_SHEET, limits: { maxRows: 3 } }),
      'p.csv',
      csvOf([HEADERS, GOOD, GOOD, GOOD, GOOD, GOOD, GOOD]),
      'uploads.too_many_rows',
      M.tooManyRows(3),
    ],
    [
      'a zip that is no workbook',
      PINCODE_SHEET,
      'p.xlsx',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      'uploads.unreadable_workbook',
      M.unreadableWorkbook,
    ],
  ])(
    'refuses %s with a 400 on the file naming what is wrong',
    (_, type, name, bytes, code, message) => {
      expect(refusal(() => readSheet(type, name, bytes))).toEqual({
        status: 400,
        code,
        file: message,
      });
    },
  );

  it('accepts exactly the row limit', () => {
    const type = defineSheetType({ ...PINCODE_SHEET, limits: { maxRows: 3 } });
    expect(readSheet(type, 'p.xlsx', xlsxOf([HEADERS, GOOD, GOOD, GOOD])).rows).toHaveLength(3);
  });
});

describe('a zip bomb is refused before it is inflated', () => {
  it('sums the sizes of the central directory', () => {
    const bytes = xlsxOf([HEADERS, GOOD]);
    const inflated = read(bytes, { type: 'buffer' });
    expect(inflated.SheetNames).toEqual(['Sheet1']);
    expect(uncompressedSize(bytes)).toBeGreaterThan(bytes.length);
  });

  it('refuses a small .xlsx whose directory claims a huge size', () => {
    const bomb = claimSize(xlsxOf([HEADERS, GOOD]), 0x7fff_0000);
    expect(refusal(() => readSheet(PINCODE_SHEET, 'p.xlsx', bomb))).toEqual({
      status: 400,
      code: 'uploads.uncompressed_too_large',
      file: M.uncompressedTooLarge(PINCODE_SHEET.limits.maxUncompressedBytes),
    });
  });

  it('refuses real, highly compressible content past the limit', () => {
    const type = defineSheetType({
      ...PINCODE_SHEET,
      limits: { maxUncompressedBytes: 1024 * 1024 },
    });
    const padding = 'x'.repeat(400);
    const bytes = xlsxOf([
      HEADERS,
      ...Array.from({ length: 3000 }, () => [...GOOD.slice(0, 1), padding, ...GOOD.slice(2)]),
    ]);
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(refusal(() => readSheet(type, 'p.xlsx', bytes))).toMatchObject({
      code: 'uploads.uncompressed_too_large',
    });
  });

  it('refuses a directory that understates what an entry inflates to', () => {
    const liar = claimSize(xlsxOf([HEADERS, GOOD]), 10);
    expect(refusal(() => readSheet(PINCODE_SHEET, 'p.xlsx', liar))).toMatchObject({
      code: 'uploads.unreadable_workbook',
    });
  });

  it('refuses ZIP64 size markers', () => {
    expect(
      refusal(() =>
        readSheet(PINCODE_SHEET, 'p.xlsx', claimSize(xlsxOf([HEADERS, GOOD]), 0xffffffff)),
      ),
    ).toMatchObject({
      code: 'uploads.unreadable_workbook',
    });
  });
});

describe('errorSheet', () => {
  it('writes the failed rows with the file’s columns and an Error column, read back as sent', () => {
    const sheet = readSheet(
      PINCODE_SHEET,
      'p.csv',
      csvOf([
        HEADERS,
        GOOD,
        ['ABC', 'Pune', 'Maharashtra', 'Yes', 'maybe', 'Yes', '3'],
        ['=1+2', 'Goa', 'Goa', 'Yes', 'No', 'Yes', '2'],
      ]),
    );
    const { results } = validateRows(PINCODE_SHEET, sheet.rows);
    const back = read(errorSheet(sheet.columns, sheet.rows, results), { type: 'buffer' });
    const first = back.Sheets[back.SheetNames[0] ?? ''];
    if (!first) throw new Error('no sheet');
    expect(first.A3?.f).toBeUndefined();
    expect(utils.sheet_to_json<string[]>(first, { header: 1, raw: false })).toEqual([
      [...HEADERS, 'Error'],
      [
        'ABC',
        'Pune',
        'Maharashtra',
        'Yes',
        'maybe',
        'Yes',
        '3',
        `Pincode: ${ADDRESS_MESSAGES.pincodeInvalid}; ODA: ${M.yesOrNo('ODA')}`,
      ],
      [
        '=1+2',
        'Goa',
        'Goa',
        'Yes',
        'No',
        'Yes',
        '2',
        `Pincode: ${ADDRESS_MESSAGES.pincodeInvalid}`,
      ],
    ]);
  });
});
