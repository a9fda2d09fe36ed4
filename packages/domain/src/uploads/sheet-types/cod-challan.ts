import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { rupeesCell, textCell } from './automation-cells';
import { dayCell, referenceCell } from './operations-cells';

/** The columns of the COD deposit challan sheet, in the order of its sample. */
export const COD_CHALLAN_SHEET_COLUMNS = [
  { key: 'challan_number', header: 'Challan Number', required: true },
  { key: 'remittance_reference', header: 'Remittance Reference', required: true },
  { key: 'deposit_date', header: 'Deposit Date', required: true },
  { key: 'bank', header: 'Bank', required: true },
  { key: 'amount', header: 'Amount', required: true },
] as const satisfies readonly SheetColumn[];

/** One row: a bank deposit (challan) of COD cash collected under a remittance reference. */
export const ZCodChallanSheetRow = z.object({
  challan_number: referenceCell('Challan Number'),
  remittance_reference: referenceCell('Remittance Reference'),
  /** The ISO day (2026-11-20). */
  deposit_date: dayCell('Deposit Date'),
  bank: textCell('Bank'),
  /** Paise. */
  amount: rupeesCell('Amount'),
});
export type CodChallanSheetRow = z.output<typeof ZCodChallanSheetRow>;

/**
 * The COD deposit challans: each challan is its own bank deposit slip, checked alone against the
 * COD collected under its reference, so the valid rows are applied and a bad one is fixed and
 * sent again; a challan sent twice is recorded once.
 */
export const COD_CHALLAN_SHEET = defineSheetType<CodChallanSheetRow>({
  key: 'cod-challan',
  label: 'COD Challan',
  description:
    'Records the bank deposits (challans) of COD cash, each against the remittance reference whose collections it deposits; never more than was collected under it.',
  columns: COD_CHALLAN_SHEET_COLUMNS,
  rowSchema: ZCodChallanSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      challan_number: 'CH-2026-0001',
      remittance_reference: 'UTR2026111800123',
      deposit_date: '20/11/2026',
      bank: 'State Bank of India, Bhiwandi',
      amount: '16598.50',
    },
  ],
});
