import { QUOTATION_MESSAGES } from '@backoffice/domain/quotations';
import { describe, expect, it } from 'vitest';
import {
  chargesPaise,
  draftLineOf,
  draftTotals,
  lineProblem,
  quotationBody,
  withLine,
  type DraftLine,
} from './quotation-draft';

const line = (over: Partial<DraftLine> = {}): DraftLine => ({
  item_sku: 'MAT-ORTHO-72x36x6',
  item_name: 'Ortho Mattress',
  unit_price_paise: 1_180_000,
  item_mrp_paise: 1_500_000,
  item_quantity: 2,
  discount: '',
  ...over,
});

describe('a picked item', () => {
  it('becomes a line at the catalogue price, in paise, without discount', () => {
    const picked = draftLineOf({
      availability: {
        item_sku: 'BED-KING-01',
        item_full_name: 'King Bed',
        item_price: { price: 45999.5, mrp: 52000 },
      },
      item_quantity: 3,
    });
    expect(picked).toEqual({
      item_sku: 'BED-KING-01',
      item_name: 'King Bed',
      unit_price_paise: 4_599_950,
      item_mrp_paise: 5_200_000,
      item_quantity: 3,
      discount: '',
    });
  });

  it('replaces the line of the same item instead of repeating it', () => {
    const lines = withLine([line(), line({ item_sku: 'BED' })], line({ item_quantity: 5 }));
    expect(lines.map((l) => [l.item_sku, l.item_quantity])).toEqual([
      ['MAT-ORTHO-72x36x6', 5],
      ['BED', 2],
    ]);
  });
});

describe('a line’s problem (10 % limit)', () => {
  it.each<[string, Partial<DraftLine>, string | null]>([
    ['no discount', {}, null],
    ['within the limit', { discount: '9.5' }, null],
    ['at the limit', { discount: '10' }, null],
    ['over the limit', { discount: '10.5' }, QUOTATION_MESSAGES.discountOverLimit('10')],
    ['two decimals', { discount: '5.25' }, QUOTATION_MESSAGES.discountInvalid],
    ['three digits', { discount: '100' }, QUOTATION_MESSAGES.discountInvalid],
    ['not a number', { discount: 'ten' }, QUOTATION_MESSAGES.discountInvalid],
    ['no quantity', { item_quantity: 0 }, 'Minimum quantity is 1'],
  ])('%s', (_, over, problem) => {
    expect(lineProblem(line(over), 1000)).toBe(problem);
  });
});

describe('the live totals', () => {
  it('split the tax into CGST and SGST when delivered in the dispatch state', () => {
    const { totals, words } = draftTotals([line()], 0, 'Karnataka', 'Karnataka');
    expect(totals.grand_total_paise).toBe(2_360_000);
    expect(totals.taxable_paise).toBe(2_000_000);
    expect(totals.tax).toEqual({
      kind: 'intra',
      cgst_paise: 180_000,
      sgst_paise: 180_000,
      igst_paise: 0,
    });
    expect(words).toMatch(/Twenty Three Thousand Six Hundred/i);
  });

  it('charge IGST across states, with the discount and the delivery charges', () => {
    const { totals } = draftTotals([line({ discount: '10' })], 118_000, 'Karnataka', 'Kerala');
    expect(totals.discount_paise).toBe(236_000);
    expect(totals.grand_total_paise).toBe(2_124_000 + 118_000);
    expect(totals.tax.kind).toBe('inter');
    expect(totals.tax.igst_paise).toBe(totals.tax_paise);
  });
});

describe('the request', () => {
  it('sends the lines as asked and leaves empty texts to the server’s defaults', () => {
    const body = quotationBody([line({ discount: ' 7.5 ' })], {
      delivery_address: '  ',
      delivery_pincode: '560025',
      delivery_charges: '',
      validity_days: 15,
      terms: '',
    });
    expect(body).toEqual({
      lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 2, discount_percent: '7.5' }],
      delivery_address: null,
      delivery_pincode: '560025',
      delivery_charges: null,
      validity_days: 15,
      terms: null,
    });
  });

  it('reads typed delivery charges as paise', () => {
    expect(chargesPaise('1180.50')).toBe(118_050);
    expect(chargesPaise('abc')).toBe(0);
    expect(chargesPaise('')).toBe(0);
  });
});
