import { describe, expect, it } from 'vitest';
import { discountLimitBp, percentText } from './discounts';
import { splitTax, supplyKind, taxableOf } from './tax';
import { priceQuotationLine, quotationTotals } from './totals';

describe('tax split by the place of supply', () => {
  it.each([
    ['Karnataka', 'Karnataka', 'intra'],
    ['Karnataka', ' karnataka ', 'intra'],
    ['Jammu & Kashmir', 'Jammu and Kashmir', 'intra'],
    ['Karnataka', 'Tamil Nadu', 'inter'],
  ] as const)('dispatch %s, delivery %s: %s', (dispatch, delivery, kind) => {
    expect(supplyKind(dispatch, delivery)).toBe(kind);
  });

  it.each([
    [1800, 'intra', 900, 900, 0],
    [1801, 'intra', 900, 901, 0],
    [1801, 'inter', 0, 0, 1801],
    [0, 'intra', 0, 0, 0],
  ] as const)('%i paise of tax, %s: CGST %i SGST %i IGST %i', (tax, kind, c, s, i) => {
    expect(splitTax(tax, kind)).toEqual({ kind, cgst_paise: c, sgst_paise: s, igst_paise: i });
  });

  it('takes the taxable value out of a GST-inclusive amount at 18 %', () => {
    expect(taxableOf(11_800)).toBe(10_000);
    expect(taxableOf(100)).toBe(85);
  });
});

describe('quotation lines and totals', () => {
  it.each([
    // unit, qty, discount bp -> quoted unit, net, discount
    [1_180_000, 2, 0, 1_180_000, 2_360_000, 0],
    [1_180_000, 2, 1000, 1_062_000, 2_124_000, 236_000],
    [999_99, 3, 1250, 874_99, 262_497, 37_500],
  ])('unit %i x %i at %i bp: quoted %i, net %i, discount %i', (unit, qty, bp, q, net, disc) => {
    const line = priceQuotationLine({
      unit_price_paise: unit,
      item_quantity: qty,
      discount_bp: bp,
    });
    expect(line.quoted_unit_price_paise).toBe(q);
    expect(line.net_paise).toBe(net);
    expect(line.discount_paise).toBe(disc);
    expect(line.quoted_unit_price_paise * qty).toBe(line.net_paise);
    expect(line.taxable_paise + line.tax_paise).toBe(line.net_paise);
  });

  it('adds the lines and the delivery, and splits the tax', () => {
    const lines = [
      priceQuotationLine({ unit_price_paise: 1_180_000, item_quantity: 1, discount_bp: 0 }),
      priceQuotationLine({ unit_price_paise: 590_000, item_quantity: 2, discount_bp: 1000 }),
    ];
    const intra = quotationTotals(lines, 118_000, 'intra');
    expect(intra).toMatchObject({
      gross_paise: 2_360_000,
      discount_paise: 118_000,
      delivery_charges_paise: 118_000,
      taxable_paise: 1_000_000 + 900_000 + 100_000,
      tax_paise: 180_000 + 162_000 + 18_000,
      grand_total_paise: 1_180_000 + 1_062_000 + 118_000,
    });
    expect(intra.tax).toEqual({
      kind: 'intra',
      cgst_paise: 180_000,
      sgst_paise: 180_000,
      igst_paise: 0,
    });
    const inter = quotationTotals(lines, 118_000, 'inter');
    expect(inter.tax).toEqual({ kind: 'inter', cgst_paise: 0, sgst_paise: 0, igst_paise: 360_000 });
    expect(inter.taxable_paise + inter.tax_paise).toBe(inter.grand_total_paise);
  });
});

describe("the role's discount limit", () => {
  it.each([
    ['Partnerships', false, 1000],
    ['Partnerships', true, 1500],
    ['Foam B2B', false, 1500],
    ['Bulk Retail', false, 2000],
    ['Retail Agent', false, 0],
    [null, true, 0],
  ] as const)('%s (pod leader %s): %i bp', (login_role, is_pod_leader, bp) => {
    expect(discountLimitBp({ login_role, is_pod_leader })).toBe(bp);
  });

  it('writes basis points as a percentage', () => {
    expect(percentText(1250)).toBe('12.5');
    expect(percentText(1000)).toBe('10');
  });
});
