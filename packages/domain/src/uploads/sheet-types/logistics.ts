import { z } from 'zod';
import { isOrderRandomId } from '../../orders/order-address';
import { requiredCell } from './cells';
import { headersOf } from './directory-cells';
import { OPERATIONS_SHEET_MESSAGES as O } from './operations-messages';
import { defineSheetType, type SheetColumn } from '../sheet-type';

/** The columns of the logistics sheet, in the order of its sample. */
export const LOGISTICS_SHEET_COLUMNS = [
  { key: 'order_random_id', header: 'Order ID', required: true },
  { key: 'cart_id', header: 'Cart ID', required: true },
  { key: 'logistic_partner', header: 'Logistic Partner', required: true },
  { key: 'docket_number', header: 'Docket Number', required: true },
] as const satisfies readonly SheetColumn[];

/** A courier's docket number: letters, digits and hyphens. */
export const DOCKET_NUMBER = { pattern: /^[A-Za-z0-9-]{4,40}$/, min: 4, max: 40 } as const;

/** The longest logistic partner's name. */
export const LOGISTIC_PARTNER_MAX_LENGTH = 60;

/**
 * The logistics sheet's own messages; an unknown order, a cart of another order and a cancelled
 * cart are answered with the operations sheets' (OPERATIONS_SHEET_MESSAGES).
 */
export const LOGISTICS_SHEET_MESSAGES = {
  docketNumber: `Docket Number must be ${DOCKET_NUMBER.min} to ${DOCKET_NUMBER.max} letters, digits or hyphens`,
  docketTaken: (cartId: number) => `Docket Number is already assigned to cart ${cartId}`,
  docketAssigned: (docketNumber: string, partner: string) =>
    `Docket ${docketNumber} assigned with ${partner} by sheet upload`,
} as const;

const HEADER = headersOf(LOGISTICS_SHEET_COLUMNS);

/** One row of the logistics sheet: the docket a courier gave one cart of an order. */
export const ZLogisticsSheetRow = z.object({
  order_random_id: requiredCell(HEADER.order_random_id)
    .toUpperCase()
    .refine(isOrderRandomId, O.orderId),
  cart_id: requiredCell(HEADER.cart_id)
    .regex(/^[1-9]\d{0,14}$/, O.cartId)
    .transform(Number),
  logistic_partner: requiredCell(HEADER.logistic_partner, LOGISTIC_PARTNER_MAX_LENGTH),
  docket_number: requiredCell(HEADER.docket_number).regex(
    DOCKET_NUMBER.pattern,
    LOGISTICS_SHEET_MESSAGES.docketNumber,
  ),
});
export type LogisticsSheetRow = z.output<typeof ZLogisticsSheetRow>;

/**
 * The logistics sheet: assigns the courier dockets of carts. Each docket belongs to one cart
 * and stands alone, so the valid rows are applied.
 */
export const LOGISTICS_SHEET = defineSheetType<LogisticsSheetRow>({
  key: 'logistics',
  label: 'Logistics Sheet',
  description:
    "Assigns courier dockets to carts: the docket shows on the order page and in the order's comments.",
  columns: LOGISTICS_SHEET_COLUMNS,
  rowSchema: ZLogisticsSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      order_random_id: 'ABCD1234',
      cart_id: '101',
      logistic_partner: 'Delhivery',
      docket_number: '1234567890123',
    },
  ],
});
