import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../messages';
import { numberRows, validateRows } from '../row-results';
import {
  DEALER_CREDIT_MESSAGES as D,
  DEALER_CREDIT_SHEET,
  ZDealerCreditSheetRow,
} from './dealer-credit';
import {
  DISTRIBUTION_PRICING_MESSAGES as P,
  ZDistributionPricingSheetRow,
} from './distribution-pricing';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the dealer ledger credit-points sheet', () => {
  it('reads a row: the code upper-cased, points as paise, the day as ISO', () => {
    expect(
      ZDealerCreditSheetRow.parse({
        distributor_code: 'sap-dl-1001',
        credit_points: '2,50,000.50',
        remark: ' Advance ',
        transaction_date: '20/11/2026',
      }),
    ).toEqual({
      distributor_code: 'SAP-DL-1001',
      credit_points: 25_000_050,
      remark: 'Advance',
      transaction_date: '2026-11-20',
    });
  });

  it('refuses a row repeating an earlier credit of the sheet: same code, points, remark and day', () => {
    const credit = (remark: string, day = '', points = '1000') => ({
      distributor_code: 'sap-dl-1001',
      credit_points: points,
      remark,
      transaction_date: day,
    });
    const { results, validCount } = validateRows(
      DEALER_CREDIT_SHEET,
      numberRows([
        credit('Advance'),
        credit(' ADVANCE '),
        credit('Advance', '20/11/2026'),
        credit('Advance', '', '1000.01'),
        credit('Advance', '20/11/2026'),
      ]),
    );
    expect(results.map((r) => (r.ok ? 'Success' : r.message))).toEqual([
      'Success',
      `Distributor Code: ${UPLOAD_MESSAGES.repeatedRow(['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'])}`,
      'Success',
      'Success',
      `Distributor Code: ${UPLOAD_MESSAGES.repeatedRow(['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'])}`,
    ]);
    expect(validCount).toBe(3);
  });

  it('leaves the day out when the cell is empty', () => {
    const row = ZDealerCreditSheetRow.parse({
      distributor_code: 'SAP-DL-1001',
      credit_points: '10',
      remark: 'x',
    });
    expect(row.transaction_date).toBeNull();
  });

  it.each([
    [{ distributor_code: 'a b' }, D.distributorCode],
    [{ credit_points: '0' }, 'Credit Points must be more than 0'],
    [{ remark: '' }, 'Remark is Required!'],
  ])('refuses %j', (over, message) => {
    const result = ZDealerCreditSheetRow.safeParse({
      distributor_code: 'SAP-DL-1001',
      credit_points: '10',
      remark: 'x',
      ...over,
    });
    expect(firstMessage(result)).toBe(message);
  });
});

describe('the distribution pricing sheet', () => {
  it('reads prices as paise', () => {
    expect(
      ZDistributionPricingSheetRow.parse({
        item_sku: 'MAT-ORTHO-72x36x6',
        distributor_price: '8639',
        dealer_cx_price: '11999.50',
      }),
    ).toEqual({
      item_sku: 'MAT-ORTHO-72x36x6',
      distributor_price: 863_900,
      dealer_cx_price: 1_199_950,
    });
  });

  it('refuses a dealer customer price below the distributor price', () => {
    const result = ZDistributionPricingSheetRow.safeParse({
      item_sku: 'MAT-ORTHO-72x36x6',
      distributor_price: '100',
      dealer_cx_price: '99',
    });
    expect(firstMessage(result)).toBe(P.dealerBelowPrice);
  });
});
