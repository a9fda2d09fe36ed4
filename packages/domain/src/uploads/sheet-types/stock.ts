import { z } from 'zod';
import { UPLOAD_MESSAGES as M } from '../messages';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { textCell } from './automation-cells';
import { locationCodeCell } from './operations-cells';

/** The columns of the stock sheet, in the order of its sample: the ERP's names for them. */
export const STOCK_SHEET_COLUMNS = [
  { key: 'material', header: 'Material', required: true },
  { key: 'plant', header: 'Plant', required: true },
  { key: 'storage_location', header: 'Storage Location', required: true },
  { key: 'quantity', header: 'Quantity', required: true },
] as const satisfies readonly SheetColumn[];

/** The most one storage location may hold of one item. */
export const STOCK_QUANTITY_MAX = 1_000_000;

const quantity = textCell('Quantity')
  .regex(/^\d{1,7}$/, M.wholeNumberBetween('Quantity', 0, STOCK_QUANTITY_MAX))
  .transform(Number)
  .refine((n) => n <= STOCK_QUANTITY_MAX, M.wholeNumberBetween('Quantity', 0, STOCK_QUANTITY_MAX));

/** One row of the stock sheet: an item's (material's) count at a plant's storage location. */
export const ZStockSheetRow = z.object({
  material: textCell('Material'),
  plant: locationCodeCell('Plant'),
  storage_location: locationCodeCell('Storage Location'),
  quantity,
});
export type StockSheetRow = z.output<typeof ZStockSheetRow>;

/**
 * The stock sheet: a row sets (never adds to) the stock, so each row stands alone and a row
 * sent twice leaves the stock as once; the valid rows are applied.
 */
export const STOCK_SHEET = defineSheetType<StockSheetRow>({
  key: 'stock',
  label: 'Stock',
  description:
    'Sets the stock of an item at a plant’s storage location to the quantity given; the stock check and availability read it at once.',
  columns: STOCK_SHEET_COLUMNS,
  rowSchema: ZStockSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    { material: 'MAT-ORTHO-72x36x6', plant: 'BHW1', storage_location: 'FG01', quantity: '42' },
    { material: 'PIL-MEMF-STD', plant: 'HSK1', storage_location: 'RT01', quantity: '0' },
  ],
});
