import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES as M } from '../messages';
import { numberRows, validateRows } from '../row-results';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import { PRICE_AUTOMATION_SHEET, ZPriceAutomationRow } from './price-automation';

const ROW = {
  sku: 'bed-metl-sg-blk',
  mrp: '14,999',
  selling_price: '8999.50',
  sale_starts: '01/01/2027 10:30',
  sale_ends: '15/01/2027 23:59',
};

describe('the price automation row', () => {
  it('reads rupees as paise and the times as India time', () => {
    expect(ZPriceAutomationRow.parse(ROW)).toEqual({
      sku: 'BED-METL-SG-BLK',
      mrp_paise: 1_499_900,
      price_paise: 899_950,
      starts_at: new Date('2027-01-01T05:00:00.000Z'),
      ends_at: new Date('2027-01-15T18:29:00.000Z'),
    });
  });

  it('leaves the start and the end out when they are empty', () => {
    const row = ZPriceAutomationRow.parse({ sku: 'X1', mrp: '100', selling_price: '100' });
    expect(row).toMatchObject({ starts_at: undefined, ends_at: undefined });
  });

  it.each([
    ['sku', '', 'sku', M.required('SKU')],
    ['sku', 'S'.repeat(65), 'sku', A.tooLong('SKU', 64)],
    ['mrp', '', 'mrp', M.required('MRP')],
    ['mrp', '12.345', 'mrp', A.rupees('MRP')],
    ['mrp', '-5', 'mrp', A.rupees('MRP')],
    ['mrp', '0', 'mrp', A.positive('MRP')],
    ['selling_price', 'abc', 'selling_price', A.rupees('Selling Price')],
    ['selling_price', '0.00', 'selling_price', A.positive('Selling Price')],
    ['selling_price', '15000', 'selling_price', A.sellingAboveMrp],
    ['sale_starts', '2027-01-01 10:30', 'sale_starts', A.dateTime('Sale Starts')],
    ['sale_starts', '01/01/2027', 'sale_starts', A.dateTime('Sale Starts')],
    ['sale_starts', '01/01/2027 24:00', 'sale_starts', A.dateTime('Sale Starts')],
    ['sale_ends', '29/02/2027 10:00', 'sale_ends', A.dateTime('Sale Ends')],
    ['sale_ends', '01/01/2027 10:30', 'sale_ends', A.endsBeforeStarts],
  ])('refuses %s %j: %s %j', (key, value, field, message) => {
    const result = ZPriceAutomationRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [field, message],
    ]);
  });

  it('names the column of a failure in the row text', () => {
    const checked = validateRows(PRICE_AUTOMATION_SHEET, numberRows([{ ...ROW, mrp: '0' }]));
    expect(checked.results[0]).toMatchObject({ ok: false, message: `MRP: ${A.positive('MRP')}` });
  });
});

describe('the price automation sheet', () => {
  it('applies a price list whole, its samples valid', () => {
    expect(PRICE_AUTOMATION_SHEET.applyMode).toBe('all-or-nothing');
    const checked = validateRows(
      PRICE_AUTOMATION_SHEET,
      numberRows(PRICE_AUTOMATION_SHEET.sampleRows),
    );
    expect(checked.errorCount).toBe(0);
  });

  it('applies nothing when a row fails', () => {
    const checked = validateRows(
      PRICE_AUTOMATION_SHEET,
      numberRows([ROW, { ...ROW, selling_price: '20000' }]),
    );
    expect(checked).toMatchObject({ validCount: 1, errorCount: 1, toApply: [] });
  });
});
