import { z } from 'zod';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { textCell } from './automation-cells';
import { OPERATIONS_SHEET_MESSAGES as O } from './operations-messages';

/** The columns of the shipping label sheet, in the order of its sample. */
export const SHIPPING_LABEL_SHEET_COLUMNS = [
  { key: 'order_id', header: 'Order ID', required: true },
  { key: 'cart_id', header: 'Cart ID', required: true },
  { key: 'shipping_label', header: 'Shipping Label', required: true },
  { key: 'logistic_partner', header: 'Logistic Partner', required: true },
] as const satisfies readonly SheetColumn[];

/** One row: the shipping label a cart travels under, and the logistic partner carrying it. */
export const ZShippingLabelSheetRow = z.object({
  order_id: textCell('Order ID')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9]{8}$/.test(v), O.orderId),
  cart_id: textCell('Cart ID')
    .regex(/^[1-9]\d{0,14}$/, O.cartId)
    .transform(Number),
  shipping_label: textCell('Shipping Label')
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9-]{4,40}$/.test(v), O.shippingLabel),
  logistic_partner: textCell('Logistic Partner'),
});
export type ShippingLabelSheetRow = z.output<typeof ZShippingLabelSheetRow>;

/**
 * The shipping label sheet: each row labels one cart and stands alone, so the valid rows are
 * applied; a label already on its cart is left as it is.
 */
export const SHIPPING_LABEL_SHEET = defineSheetType<ShippingLabelSheetRow>({
  key: 'shipping-labels',
  label: 'Shipping Labels',
  description:
    'Assigns a shipping label and its logistic partner to a cart of an order, with a comment on the order; the order page’s shipping label history shows it.',
  columns: SHIPPING_LABEL_SHEET_COLUMNS,
  rowSchema: ZShippingLabelSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      order_id: 'CONFIRMD',
      cart_id: '100002',
      shipping_label: 'MSL-BHW1-000123',
      logistic_partner: 'Delhivery',
    },
  ],
});
