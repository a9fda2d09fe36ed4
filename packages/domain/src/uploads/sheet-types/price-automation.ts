import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { dateTimeCell, optionalCell, rupeesCell, textCell } from './automation-cells';
import { AUTOMATION_MESSAGES as A } from './automation-messages';

/** The longest SKU a sheet names (the catalogue's codes are far shorter). */
export const SHEET_SKU_MAX_LENGTH = 64;

export const PRICE_AUTOMATION_COLUMNS = [
  { key: 'sku', header: 'SKU', required: true },
  { key: 'mrp', header: 'MRP', required: true },
  { key: 'selling_price', header: 'Selling Price', required: true },
  { key: 'sale_starts', header: 'Sale Starts', required: false },
  { key: 'sale_ends', header: 'Sale Ends', required: false },
] as const satisfies readonly SheetColumn[];

/**
 * One row of the price automation sheet: a SKU's MRP and selling price (rupees, to paise), from
 * Sale Starts (empty: now) until Sale Ends (empty: until the next change).
 */
export const ZPriceAutomationRow = z
  .object({
    sku: textCell('SKU', SHEET_SKU_MAX_LENGTH).transform((v) => v.toUpperCase()),
    mrp: rupeesCell('MRP'),
    selling_price: rupeesCell('Selling Price'),
    sale_starts: optionalCell(dateTimeCell('Sale Starts')),
    sale_ends: optionalCell(dateTimeCell('Sale Ends')),
  })
  .superRefine((row, ctx) => {
    if (row.selling_price > row.mrp) {
      ctx.addIssue({ code: 'custom', path: ['selling_price'], message: A.sellingAboveMrp });
    }
    if (row.sale_starts && row.sale_ends && row.sale_ends <= row.sale_starts) {
      ctx.addIssue({ code: 'custom', path: ['sale_ends'], message: A.endsBeforeStarts });
    }
  })
  .transform((row) => ({
    sku: row.sku,
    mrp_paise: row.mrp,
    price_paise: row.selling_price,
    starts_at: row.sale_starts,
    ends_at: row.sale_ends,
  }));
export type PriceAutomationRow = z.output<typeof ZPriceAutomationRow>;

/**
 * The price automation sheet. A price list is one decision (a sale across the catalogue), so it
 * applies whole or not at all: a half-applied list would sell some items at the new price and
 * others at the old one.
 */
export const PRICE_AUTOMATION_SHEET = defineSheetType<PriceAutomationRow>({
  key: 'price-automation',
  label: 'Price Automation',
  description:
    'Sets the MRP and selling price of catalogue items: at once, or from Sale Starts (dd/MM/yyyy HH:mm) as a scheduled change that Automate Sale Changes applies, and back to the earlier price after Sale Ends.',
  columns: PRICE_AUTOMATION_COLUMNS,
  rowSchema: ZPriceAutomationRow,
  applyMode: 'all-or-nothing',
  sampleRows: [
    { sku: 'BED-METL-SG-BLK', mrp: '14999', selling_price: '8999' },
    {
      sku: 'BED-SHEE-KG-TEA-BOX',
      mrp: '61999',
      selling_price: '39999.50',
      sale_starts: '01/01/2030 00:00',
      sale_ends: '15/01/2030 23:59',
    },
  ],
});
