import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../orders/address';
import { UPLOAD_MESSAGES as M } from '../messages';
import { EDD_SHEET, ZEddSheetRow } from './edd';

const ROW = { pincode: '560034', edd_days: '4' };

describe('the EDD sheet row', () => {
  it('reads the pincode and its days as a number', () => {
    expect(ZEddSheetRow.parse({ pincode: ' 781001 ', edd_days: '12' })).toEqual({
      pincode: '781001',
      edd_days: 12,
    });
  });

  it.each([
    ['pincode', '', ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', undefined, ADDRESS_MESSAGES.pincodeRequired],
    ['pincode', '056003', ADDRESS_MESSAGES.pincodeInvalid],
    ['pincode', '56003', ADDRESS_MESSAGES.pincodeInvalid],
    ['edd_days', '', M.required('EDD Days')],
    ['edd_days', undefined, M.required('EDD Days')],
    ['edd_days', '0', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', '61', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', '3.5', M.wholeNumberBetween('EDD Days', 1, 60)],
    ['edd_days', 'x'.repeat(501), M.tooLong('EDD Days')],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZEddSheetRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });

  it('applies the valid rows, and its sample rows are valid', () => {
    expect(EDD_SHEET.applyMode).toBe('valid-rows-only');
    for (const row of EDD_SHEET.sampleRows) expect(ZEddSheetRow.safeParse(row).success).toBe(true);
  });
});
