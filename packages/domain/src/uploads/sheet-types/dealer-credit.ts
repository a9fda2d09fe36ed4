import { z } from 'zod';
import { DISTRIBUTOR_CODE_PATTERN } from '../../distribution/distributor-form';
import { CREDIT_REMARK_MAX } from '../../distribution/distributor-form';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { rupeesCell, textCell } from './automation-cells';
import { optionalCell } from './cells';
import { dayCell } from './operations-cells';

/** The row messages of the dealer ledger credit-points sheet (docs/distribution.md). */
export const DEALER_CREDIT_MESSAGES = {
  distributorCode: 'Distributor Code must be 3 to 20 letters, digits or -',
  // What the data refuses, answered by the applier.
  unknownDistributor: (code: string) => `No distributor has the code ${code}`,
} as const;

/** The columns of the dealer credit-points sheet, in the order of its sample. */
export const DEALER_CREDIT_SHEET_COLUMNS = [
  { key: 'distributor_code', header: 'Distributor Code', required: true },
  { key: 'credit_points', header: 'Credit Points', required: true },
  { key: 'remark', header: 'Remark', required: true },
  { key: 'transaction_date', header: 'Transaction Date', required: false },
] as const satisfies readonly SheetColumn[];

/** One row: credit points (one point is one rupee) given to a distributor, with why. */
export const ZDealerCreditSheetRow = z.object({
  distributor_code: textCell('Distributor Code')
    .transform((v) => v.toUpperCase())
    .refine((v) => DISTRIBUTOR_CODE_PATTERN.test(v), DEALER_CREDIT_MESSAGES.distributorCode),
  /** Paise, more than 0. */
  credit_points: rupeesCell('Credit Points'),
  remark: textCell('Remark', CREDIT_REMARK_MAX),
  /** The ISO day the credit was given (2026-11-20); the upload's time when left empty. */
  transaction_date: optionalCell(dayCell('Transaction Date')),
});
export type DealerCreditSheetRow = z.output<typeof ZDealerCreditSheetRow>;

/**
 * The dealer ledger credit-points upload (/dealer-sheet-upload): each row is a Credit entry of
 * the distributor's credit ledger. Each row stands alone, so the valid rows are applied; a row
 * repeating an earlier credit is refused (`additive`).
 */
export const DEALER_CREDIT_SHEET = defineSheetType<DealerCreditSheetRow>({
  key: 'dealer-credit-points',
  label: 'Dealer Ledger Credit Points',
  description:
    'Credits each distributor’s ledger with the credit points of its row (one point is one rupee), with the remark the credit history shows.',
  columns: DEALER_CREDIT_SHEET_COLUMNS,
  rowSchema: ZDealerCreditSheetRow,
  applyMode: 'valid-rows-only',
  // Credit is money lent: the same credit (distributor, amount, remark and day) is given once.
  // The remark is compared in any case and spacing; a row without a day repeats one without.
  additive: {
    keyHeaders: ['Distributor Code', 'Credit Points', 'Remark', 'Transaction Date'],
    keyOf: (row) => [
      row.distributor_code,
      row.credit_points,
      row.remark.toLowerCase().replace(/\s+/g, ' '),
      row.transaction_date ?? null,
    ],
  },
  sampleRows: [
    {
      distributor_code: 'SAP-DL-1001',
      credit_points: '250000',
      remark: 'Advance received by NEFT',
      transaction_date: '20/11/2026',
    },
    { distributor_code: 'SAP-MH-2001', credit_points: '75000.50', remark: 'Scheme credit' },
  ],
});
