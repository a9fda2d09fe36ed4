import { describe, expect, it } from 'vitest';
import { DEFAULT_SHEET_LIMITS } from '../limits';
import { UPLOAD_MESSAGES as M } from '../messages';
import { AUTOMATION_MESSAGES as A } from './automation-messages';
import { numberRows, validateRows } from '../row-results';
import { PRODUCT_CONFIGURATION_SHEET, ZProductConfigurationRow } from './product-configuration';

const ROW = {
  sku: 'bed-metl-sg-blk',
  master_category: 'Furniture',
  product_category: 'Beds',
  product_sub_category: 'Metal Beds',
  new_product_type: 'Single Bed',
  product_material: ' Metal ',
  product_model: '',
};

describe('the product configuration row', () => {
  it('reads the hierarchy, an optional level left out as null', () => {
    expect(ZProductConfigurationRow.parse(ROW)).toEqual({
      sku: 'BED-METL-SG-BLK',
      master_category: 'Furniture',
      product_category: 'Beds',
      product_sub_category: 'Metal Beds',
      new_product_type: 'Single Bed',
      product_material: 'Metal',
      product_model: null,
      product_series: null,
    });
  });

  it.each([
    ['sku', '', M.required('SKU')],
    ['master_category', undefined, M.required('Master Category')],
    ['product_category', ' ', M.required('Product Category')],
    ['product_sub_category', '', M.required('Product Sub Category')],
    ['new_product_type', '', M.required('Product Type')],
    ['master_category', 'M'.repeat(101), A.tooLong('Master Category', 100)],
    ['product_material', 'M'.repeat(101), A.tooLong('Product Material', 100)],
    ['product_model', 'M'.repeat(101), A.tooLong('Product Model', 100)],
    ['product_series', 'M'.repeat(101), A.tooLong('Product Series', 100)],
  ])('refuses %s %j with %j', (key, value, message) => {
    const result = ZProductConfigurationRow.safeParse({ ...ROW, [key]: value });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [key, message],
    ]);
  });
});

describe('the product configuration sheet', () => {
  it('applies a whole sheet or nothing, takes the default row limit, its samples valid', () => {
    expect(PRODUCT_CONFIGURATION_SHEET.applyMode).toBe('all-or-nothing');
    expect(PRODUCT_CONFIGURATION_SHEET.limits).toEqual(DEFAULT_SHEET_LIMITS);
    const sample = numberRows(PRODUCT_CONFIGURATION_SHEET.sampleRows);
    expect(validateRows(PRODUCT_CONFIGURATION_SHEET, sample).errorCount).toBe(0);
  });
});
