import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { rupeesCell } from './automation-cells';
import { dayCell, referenceCell } from './operations-cells';

/** The columns of the courier's COD remittance sheet, in the order of its sample. */
export const COD_REMITTANCE_SHEET_COLUMNS = [
  { key: 'docket_number', header: 'Docket Number', required: true },
  { key: 'amount_collected', header: 'Amount Collected', required: true },
  { key: 'collected_on', header: 'Collected On', required: true },
  { key: 'reference', header: 'Remittance Reference', required: true },
] as const satisfies readonly SheetColumn[];

/** One row: the cash the courier collected on delivery of a docket, and the UTR it remitted under. */
export const ZCodRemittanceSheetRow = z.object({
  docket_number: referenceCell('Docket Number'),
  /** Paise. */
  amount_collected: rupeesCell('Amount Collected'),
  /** The ISO day (2026-11-20). */
  collected_on: dayCell('Collected On'),
  reference: referenceCell('Remittance Reference'),
});
export type CodRemittanceSheetRow = z.output<typeof ZCodRemittanceSheetRow>;

/**
 * The courier's COD remittance: finance reconciles a remittance as a whole against the money the
 * courier sent, so a sheet with any bad row writes nothing (all or nothing) and is sent again
 * once fixed, rather than leaving part of one bank credit recorded.
 */
export const COD_REMITTANCE_SHEET = defineSheetType<CodRemittanceSheetRow>({
  key: 'cod-remittance',
  label: 'COD Remittance',
  description:
    'Records the cash the courier collected on delivery against each docket’s cart, as a paid COD payment of the order with a comment; never more than the cart owes, never twice for one reference.',
  columns: COD_REMITTANCE_SHEET_COLUMNS,
  rowSchema: ZCodRemittanceSheetRow,
  applyMode: 'all-or-nothing',
  sampleRows: [
    {
      docket_number: 'DLV1234567890',
      amount_collected: '11999.00',
      collected_on: '18/11/2026',
      reference: 'UTR2026111800123',
    },
    {
      docket_number: 'BDT9876543210',
      amount_collected: '4599.50',
      collected_on: '19/11/2026',
      reference: 'UTR2026111800123',
    },
  ],
});
