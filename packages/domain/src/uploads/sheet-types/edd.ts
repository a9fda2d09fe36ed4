import { z } from 'zod';
import { wholeNumberCell } from './cells';
import { headersOf, pincodeCell } from './directory-cells';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { EDD_DAYS } from './pincodes';

/** The columns of the EDD sheet, in the order of its sample. */
export const EDD_SHEET_COLUMNS = [
  { key: 'pincode', header: 'Pincode', required: true },
  { key: 'edd_days', header: 'EDD Days', required: true },
] as const satisfies readonly SheetColumn[];

const HEADER = headersOf(EDD_SHEET_COLUMNS);

/** One row of the EDD sheet: a pincode of the directory and its promised delivery days. */
export const ZEddSheetRow = z.object({
  pincode: pincodeCell,
  edd_days: wholeNumberCell(HEADER.edd_days, EDD_DAYS.min, EDD_DAYS.max),
});
export type EddSheetRow = z.output<typeof ZEddSheetRow>;

/**
 * The EDD sheet: the days from an order to its estimated delivery, per pincode, as the
 * warehouse's courier lead times change. Each pincode's days stand alone, so the valid rows
 * are applied.
 */
export const EDD_SHEET = defineSheetType<EddSheetRow>({
  key: 'edd',
  label: 'EDD Sheet',
  description:
    'Sets the promised delivery days of pincodes already in the directory: the estimated delivery date new orders to them are promised.',
  columns: EDD_SHEET_COLUMNS,
  rowSchema: ZEddSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    { pincode: '560001', edd_days: '4' },
    { pincode: '781001', edd_days: '12' },
  ],
});
