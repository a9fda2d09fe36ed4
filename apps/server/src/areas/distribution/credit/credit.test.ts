import { dealerCreditEntries, distributorPrices } from '@backoffice/db/schema';
import {
  DEALER_CREDIT_MESSAGES as D,
  DISTRIBUTION_PRICING_MESSAGES as P,
  type SheetUploadAnswer,
} from '@backoffice/domain/uploads';
import {
  DISTRIBUTION_MESSAGES as M,
  type DistributionPriceListAnswer,
  type ManualCreditAnswer,
} from '@backoffice/domain/distribution';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvOf, upload } from '../../../test/sheet-uploads';
import {
  distributionTestApp,
  DISTRIBUTION_MANAGER,
  FINANCE_POD_LEADER,
  OPERATIONS,
} from '../test/distribution-calls';

const app = distributionTestApp();
const { call } = app;

describe('the credit transaction history', () => {
  it('reads the ledger newest first, and its balance is the sum', async () => {
    const log = await call.creditLog('SAP-DL-1001');
    expect(log.results.map((r) => r.transaction_type)).toEqual(['Debit', 'Credit', 'Credit']);
    const sum = log.results.reduce(
      (s, r) => s + (r.transaction_type === 'Credit' ? r.amount : -r.amount),
      0,
    );
    expect(log.credit_balance).toBeCloseTo(sum, 2);
    expect(log.available_credit).toBeCloseTo(sum + 50_000, 2);
    expect(log.results[0]).toMatchObject({ source: 'order', source_label: 'Distributor order' });
  });

  it('is empty for a distributor without entries, and 404 for an unknown one', async () => {
    expect((await call.creditLog('SAP-TN-4001')).results).toEqual([]);
    const unknown = await call.get(
      '/api/distributors/SAP-XX-0000/credit-log/',
      DISTRIBUTION_MANAGER,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a manual credit', () => {
  it('adds a Credit with its remark, once per Idempotency-Key', async () => {
    const before = await call.creditLog('SAP-TN-4001');
    const body = { amount: '1500.50', remark: 'Goodwill credit' };
    const url = '/api/distributors/SAP-TN-4001/credit/';
    const first = await call.post(url, FINANCE_POD_LEADER, body, 'manual-credit-1');
    expect(first.statusCode).toBe(200);
    const answer = first.json<ManualCreditAnswer>();
    expect(answer).toMatchObject({
      message: M.credited,
      entry: {
        amount: 1500.5,
        remark: 'Goodwill credit',
        transaction_type: 'Credit',
        source: 'manual',
      },
      credit_balance: before.credit_balance + 1500.5,
    });
    const again = await call.post(url, FINANCE_POD_LEADER, body, 'manual-credit-1');
    expect(again.json()).toEqual(first.json());
    expect((await call.creditLog('SAP-TN-4001')).results).toHaveLength(1);
  });

  it('refuses no remark, nothing to credit, and a caller without the screen', async () => {
    const url = '/api/distributors/SAP-TN-4001/credit/';
    const noRemark = await call.post(url, DISTRIBUTION_MANAGER, { amount: '10', remark: '' });
    expect(noRemark.json<{ fields: Record<string, string> }>().fields.remark).toBe(
      M.remarkRequired,
    );
    const zero = await call.post(url, DISTRIBUTION_MANAGER, { amount: '0', remark: 'x' });
    expect(zero.json<{ fields: Record<string, string> }>().fields.amount).toBe(M.amountPositive);
    expect((await call.post(url, OPERATIONS, { amount: '10', remark: 'x' })).statusCode).toBe(403);
  });
});

describe('the dealer ledger credit-points upload', () => {
  const HEADERS = ['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'];
  const sheet = (rows: string[][]) => ({ name: 'credit.csv', bytes: csvOf([HEADERS, ...rows]) });

  it('credits each known distributor and refuses an unknown code', async () => {
    const before = await call.creditLog('SAP-MH-2001');
    const response = await upload(
      app.t,
      DISTRIBUTION_MANAGER,
      '/api/dealer-sheet-upload/',
      sheet([
        ['sap-mh-2001', '20000', 'Advance by NEFT', '20/11/2026'],
        ['SAP-XX-0000', '10', 'Nobody', ''],
      ]),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({
      sheet_type: 'dealer-credit-points',
      successes: 1,
      failures: 1,
    });
    expect(answer.results.map((r) => r.message)).toEqual([
      'Success',
      `Distributor Code: ${D.unknownDistributor('SAP-XX-0000')}`,
    ]);
    const after = await call.creditLog('SAP-MH-2001');
    expect(after.credit_balance).toBe(before.credit_balance + 20_000);
    const [uploaded] = await app.t.db
      .select()
      .from(dealerCreditEntries)
      .where(eq(dealerCreditEntries.remark, 'Advance by NEFT'));
    expect(uploaded).toMatchObject({ source: 'upload', amount_paise: 20_000_00 });
    expect(uploaded?.upload_id).toBeTruthy();
    expect(uploaded?.transaction_at.toISOString()).toBe('2026-11-19T18:30:00.000Z');
  });

  it('is for Distribution Managers only', async () => {
    const rows = sheet([['SAP-MH-2001', '1', 'x', '']]);
    expect(
      (await upload(app.t, FINANCE_POD_LEADER, '/api/dealer-sheet-upload/', rows)).statusCode,
    ).toBe(403);
  });
});

describe('distribution pricing', () => {
  const HEADERS = ['SKU', 'Distributor Price', 'Dealer Customer Price'];
  const sheet = (rows: string[][]) => ({ name: 'pricing.csv', bytes: csvOf([HEADERS, ...rows]) });

  it('lists SKUs at distributor prices (5) or the catalogue price (4)', async () => {
    const priced = await call.get(
      '/api/distribution-prices/?only_priced=true&limit=100',
      DISTRIBUTION_MANAGER,
    );
    const list = priced.json<DistributionPriceListAnswer>();
    expect(list.count).toBeGreaterThan(0);
    expect(list.results.every((r) => r.request_type === 5 && r.dealer_cx_price !== null)).toBe(
      true,
    );
    const all = await call.get(
      '/api/distribution-prices/?search=PIL-&limit=5',
      DISTRIBUTION_MANAGER,
    );
    const pillow = all.json<DistributionPriceListAnswer>().results[0];
    expect(pillow).toMatchObject({ request_type: 4, dealer_cx_price: null });
    expect(pillow?.price).toBe(pillow?.item_price);
  });

  it('sets a SKU’s prices from the sheet, replacing them, and refuses an unknown SKU', async () => {
    const response = await upload(
      app.t,
      DISTRIBUTION_MANAGER,
      '/api/import-distribution-pricing/',
      sheet([
        ['MAT-ORTHO-72x36x6', '8000', '11999'],
        ['NO-SUCH-SKU', '10', '20'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SheetUploadAnswer>().results.map((r) => r.message)).toEqual([
      'Success',
      `SKU: ${P.unknownSku('NO-SUCH-SKU')}`,
    ]);
    const [row] = await app.t.db
      .select()
      .from(distributorPrices)
      .where(eq(distributorPrices.item_sku, 'MAT-ORTHO-72x36x6'));
    expect(row).toMatchObject({
      price_paise: 8_000_00,
      dealer_cx_price_paise: 11_999_00,
      version: 2,
    });
  });
});
