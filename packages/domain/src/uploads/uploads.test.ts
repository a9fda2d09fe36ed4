import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../orders/address';
import { DEFAULT_SHEET_LIMITS } from './limits';
import { UPLOAD_MESSAGES as M } from './messages';
import { numberRows, validateRows } from './row-results';
import { defineSheetType } from './sheet-type';
import { PINCODE_SHEET, ZPincodeSheetRow } from './sheet-types/pincodes';

const ROW = {
  pincode: '560034',
  city: 'Bengaluru',
  state: 'Karnataka',
  serviceable: 'Yes',
  oda: 'no',
  cod_available: 'YES',
  edd_days: '4',
};

describe('the pincode sheet row', () => {
  it('reads Yes/No in any case and the days as a number', () => {
    expect(ZPincodeSheetRow.parse(ROW)).toEqual({
      pincode: '560034',
      city: 'Bengaluru',
      state: 'Karnataka',
      serviceable: true,
      oda: false,
      cod_available: true,
      edd_days: 4,
    });
  });

  it.each([
    ['pincode', '', ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', undefined, ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', '056003', ADDRESS_MESSAGES.pincodeInvalid],
    ['pincode', '56003', ADDRESS_MESSAGES.pincodeInvalid],
    ['pincode', '5600345', ADDRESS_MESSAGES.pincodeInvalid],
    ['city', ' ', M.required('City')],
    ['city', 'x'.repeat(501), M.tooLong('City')],
    ['state', '', M.required('State')],
    ['serviceable', '', M.required('Serviceable')],
    ['serviceable', 'Y', M.yesOrNo('Serviceable')],
    ['oda', 'true', M.yesOrNo('ODA')],
    ['cod_available', '1', M.yesOrNo('COD Available')],
    ['edd_days', '', M.required('EDD Days')],
    ['edd_days', '0', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', '61', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', '2.5', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', '1e1', M.wholeNumberBetween('EDD Days', 1, 60)],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZPincodeSheetRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });
});

describe('the upload messages', () => {
  it.each([
    [M.fileTooLarge(5 * 1024 * 1024), 'The file is larger than 5 MB'],
    [M.uncompressedTooLarge(100 * 1024 * 1024), 'The workbook unpacks to more than 100 MB'],
    [M.tooManyRows(50_000), 'The sheet has more than 50000 rows'],
    [M.missingColumns(['City', 'ODA']), 'Missing columns: City, ODA'],
    [M.unknownColumns(['Zone']), 'Unknown columns: Zone'],
    [M.duplicateColumns(['City']), 'Columns given twice: City'],
    [
      M.notWhatItSays('xlsx'),
      'The file is not a real .xlsx file: save it again as .xlsx, .xls or .csv',
    ],
    [M.invalidUploadType, 'Invalid upload type selected.'],
  ])('words %j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('validateRows', () => {
  const rows = numberRows([
    ROW,
    { ...ROW, pincode: 'ABC', oda: 'maybe' },
    { ...ROW, pincode: '110001' },
  ]);

  it('answers every row Success or its errors, numbered as in the sheet (header is row 1)', () => {
    const { results, validCount, errorCount } = validateRows(PINCODE_SHEET, rows);
    expect(results.map((r) => [r.row, r.ok, r.message])).toEqual([
      [2, true, 'Success'],
      [3, false, `Pincode: ${ADDRESS_MESSAGES.pincodeInvalid}; ODA: ${M.yesOrNo('ODA')}`],
      [4, true, 'Success'],
    ]);
    expect(results[1]).toMatchObject({
      errors: [
        { column: 'Pincode', message: ADDRESS_MESSAGES.pincodeInvalid },
        { column: 'ODA', message: M.yesOrNo('ODA') },
      ],
    });
    expect([validCount, errorCount]).toEqual([2, 1]);
  });

  it('applies the valid rows of a valid-rows-only sheet', () => {
    const { toApply } = validateRows(PINCODE_SHEET, rows);
    expect(toApply.map((r) => r.pincode)).toEqual(['560034', '110001']);
  });

  it('applies nothing of an all-or-nothing sheet with one bad row, everything when all are good', () => {
    const strict = defineSheetType({ ...PINCODE_SHEET, applyMode: 'all-or-nothing' });
    expect(validateRows(strict, rows).toApply).toEqual([]);
    expect(validateRows(strict, numberRows([ROW])).toApply).toHaveLength(1);
  });

  it('keeps the default limits unless a type names its own', () => {
    expect(PINCODE_SHEET.limits).toEqual(DEFAULT_SHEET_LIMITS);
    const small = defineSheetType({ ...PINCODE_SHEET, limits: { maxBytes: 1024 } });
    expect(small.limits).toEqual({ ...DEFAULT_SHEET_LIMITS, maxBytes: 1024 });
  });
});
