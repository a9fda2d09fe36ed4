import { z } from 'zod';
import { ZItemSku } from '../../sales/catalogue/schemas';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { rupeesCell, textCell } from './automation-cells';

/** The row messages of the distribution pricing sheet (docs/distribution.md). */
export const DISTRIBUTION_PRICING_MESSAGES = {
  sku: 'SKU is not a valid SKU',
  dealerBelowPrice: 'Dealer Customer Price must not be below the Distributor Price',
  // What the data refuses, answered by the applier.
  unknownSku: (sku: string) => `The catalogue has no SKU ${sku}`,
} as const;

/** The columns of the distribution pricing sheet, in the order of its sample. */
export const DISTRIBUTION_PRICING_SHEET_COLUMNS = [
  { key: 'item_sku', header: 'SKU', required: true },
  { key: 'distributor_price', header: 'Distributor Price', required: true },
  { key: 'dealer_cx_price', header: 'Dealer Customer Price', required: true },
] as const satisfies readonly SheetColumn[];

/** One row: the distributor price of a SKU (one size of a model) and the dealer customer price. */
export const ZDistributionPricingSheetRow = z
  .object({
    item_sku: textCell('SKU').pipe(ZItemSku),
    /** Paise, more than 0. */
    distributor_price: rupeesCell('Distributor Price'),
    /** Paise, not below the distributor price. */
    dealer_cx_price: rupeesCell('Dealer Customer Price'),
  })
  .refine((row) => row.dealer_cx_price >= row.distributor_price, {
    message: DISTRIBUTION_PRICING_MESSAGES.dealerBelowPrice,
    path: ['dealer_cx_price'],
  });
export type DistributionPricingSheetRow = z.output<typeof ZDistributionPricingSheetRow>;

/**
 * Distribution pricing (/import-distribution-pricing): sets each SKU's distributor price and
 * dealer customer price, replacing the one it had. Each row stands alone.
 */
export const DISTRIBUTION_PRICING_SHEET = defineSheetType<DistributionPricingSheetRow>({
  key: 'distribution-pricing',
  label: 'Distribution Pricing',
  description:
    'Sets the distributor price and the dealer customer price of each SKU; distributor orders are placed at these prices.',
  columns: DISTRIBUTION_PRICING_SHEET_COLUMNS,
  rowSchema: ZDistributionPricingSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    { item_sku: 'MAT-ORTHO-72x36x6', distributor_price: '9800', dealer_cx_price: '12499' },
    { item_sku: 'MAT-ORTHO-78x60x8', distributor_price: '16500.50', dealer_cx_price: '21999' },
  ],
});
