import { z } from 'zod';
import { optionalCell } from './cells';
import { headersOf, pincodeCell, rupeesCell } from './directory-cells';
import { defineSheetType, type SheetColumn } from '../sheet-type';

/** The columns of the pincode delivery pricing sheet, in the order of its sample. */
export const DELIVERY_PRICING_SHEET_COLUMNS = [
  { key: 'pincode', header: 'Pincode', required: true },
  { key: 'delivery_charge', header: 'Delivery Charge', required: true },
  { key: 'free_delivery_above', header: 'Free Delivery Above', required: false },
] as const satisfies readonly SheetColumn[];

/** The most a pincode may charge per unit (₹10,000) and the highest free-delivery value (₹10 lakh). */
export const DELIVERY_PRICE_LIMITS_PAISE = {
  deliveryCharge: 1_000_000,
  freeDeliveryAbove: 100_000_000,
} as const;

const HEADER = headersOf(DELIVERY_PRICING_SHEET_COLUMNS);

/**
 * One row of the pincode delivery pricing sheet, its rupees read as paise: the charge per unit
 * delivered, and the order value from which delivery is free (empty: never free).
 */
export const ZDeliveryPricingSheetRow = z.object({
  pincode: pincodeCell,
  delivery_charge: rupeesCell(HEADER.delivery_charge, DELIVERY_PRICE_LIMITS_PAISE.deliveryCharge),
  free_delivery_above: optionalCell(
    rupeesCell(HEADER.free_delivery_above, DELIVERY_PRICE_LIMITS_PAISE.freeDeliveryAbove),
  ),
});
export type DeliveryPricingSheetRow = z.output<typeof ZDeliveryPricingSheetRow>;

/**
 * The pincode delivery pricing sheet (OPS pod leaders). A price list is read as a whole: one
 * bad row would leave customers charged by a half-updated list, so nothing is applied unless
 * every row is valid.
 */
export const DELIVERY_PRICING_SHEET = defineSheetType<DeliveryPricingSheetRow>({
  key: 'pincode-delivery-pricing',
  label: 'Pincode Delivery Pricing',
  description:
    'Sets the delivery charge per unit of pincodes already in the directory, and the order value from which delivery there is free.',
  columns: DELIVERY_PRICING_SHEET_COLUMNS,
  rowSchema: ZDeliveryPricingSheetRow,
  applyMode: 'all-or-nothing',
  sampleRows: [
    { pincode: '302001', delivery_charge: '499', free_delivery_above: '20000' },
    { pincode: '682001', delivery_charge: '299.50', free_delivery_above: '' },
  ],
});
