import { z } from 'zod';
import type { AffiliateId } from '../../core/channels/sales-channels';
import { PATTERNS } from '../../core/validation/patterns';
import {
  AFFILIATE_ORDER_ID_MAX_LENGTH,
  IMPORTED_ORDER_CHANNEL_IDS,
} from '../../orders/affiliate-orders';
import { ADDRESS_LENGTHS, ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../orders/address';
import { ITEM_SKU_MAX_LENGTH } from '../../sales/catalogue/schemas';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { optionalCell, requiredCell, wholeNumberCell } from './cells';

/** The columns of the marketplace order sheet, in the order of its sample. */
export const AFFILIATE_ORDER_SHEET_COLUMNS = [
  { key: 'affiliate_id', header: 'Affiliate ID', required: true },
  { key: 'affiliate_order_id', header: 'Affiliate Order ID', required: true },
  { key: 'order_date', header: 'Order Date', required: true },
  { key: 'customer_name', header: 'Customer Name', required: true },
  { key: 'mobile', header: 'Mobile', required: true },
  { key: 'email', header: 'E-mail', required: false },
  { key: 'address', header: 'Address', required: true },
  { key: 'landmark', header: 'Landmark', required: false },
  { key: 'pincode', header: 'Pincode', required: true },
  { key: 'city', header: 'City', required: false },
  { key: 'state', header: 'State', required: false },
  { key: 'sku', header: 'SKU', required: true },
  { key: 'quantity', header: 'Quantity', required: true },
  { key: 'unit_price', header: 'Unit Price', required: true },
] as const satisfies readonly SheetColumn[];

type AffiliateOrderColumnKey = (typeof AFFILIATE_ORDER_SHEET_COLUMNS)[number]['key'];
/** The header of each column, as the row errors name them. */
export const AFFILIATE_ORDER_HEADER = Object.fromEntries(
  AFFILIATE_ORDER_SHEET_COLUMNS.map((c) => [c.key, c.header]),
) as Record<AffiliateOrderColumnKey, string>;
const H = AFFILIATE_ORDER_HEADER;

/** The most items one line orders. */
export const AFFILIATE_ORDER_MAX_QUANTITY = 100;
/** The highest unit price a line may carry, in rupees. */
export const AFFILIATE_ORDER_MAX_UNIT_PRICE = 10_00_000;

/** The messages of the marketplace order sheet and of its import. */
export const AFFILIATE_ORDER_MESSAGES = {
  affiliateId: `Affiliate ID must be one of ${IMPORTED_ORDER_CHANNEL_IDS.join(', ')}`,
  affiliateOrderId: 'Affiliate Order ID may hold letters, digits and - _ / . only',
  orderDate: 'Order Date must be a date as dd/mm/yyyy',
  customerName: 'Customer Name may hold letters and spaces only',
  unitPrice: `Unit Price must be an amount in rupees from 0.01 to ${AFFILIATE_ORDER_MAX_UNIT_PRICE}, with at most 2 decimals`,
  alreadyImported: (affiliateOrderId: string, orderRandomId: string) =>
    `Affiliate order ${affiliateOrderId} was already imported as order ${orderRandomId}`,
  rowsApart: (affiliateOrderId: string) =>
    `The rows of affiliate order ${affiliateOrderId} must be one after the other in the sheet`,
  differsInOrder: (column: string) => `${column} differs between the rows of one order`,
  skuNotFound: 'SKU not found in the catalogue',
  pincodeNotFound: 'Pincode is not in the pincode directory',
  notServiceable: 'We do not deliver to this Pincode',
  placeMismatch: (column: string, expected: string) =>
    `${column} does not match the Pincode (${expected})`,
  failedWithOrder: (row: number) => `Another row of this order failed (row ${row})`,
  imported: (orderRandomId: string) => `Imported as order ${orderRandomId}`,
} as const;
const M = AFFILIATE_ORDER_MESSAGES;

const affiliateId = requiredCell(H.affiliate_id)
  .refine((v) => IMPORTED_ORDER_CHANNEL_IDS.some((id) => String(id) === v), M.affiliateId)
  .transform((v) => Number(v) as AffiliateId);

const affiliateOrderId = requiredCell(H.affiliate_order_id, AFFILIATE_ORDER_ID_MAX_LENGTH).regex(
  /^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/,
  M.affiliateOrderId,
);

const DAY_FIRST = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day typed dd/mm/yyyy (en-IN) or yyyy-mm-dd, as yyyy-mm-dd; null when it is no real day. */
export function sheetDay(text: string): string | null {
  const dayFirst = DAY_FIRST.exec(text);
  const iso = ISO_DAY.exec(text);
  const [year, month, day] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!year || !month || !day) return null;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

const orderDate = requiredCell(H.order_date).transform((v, ctx) => {
  const day = sheetDay(v);
  if (day) return day;
  ctx.issues.push({ code: 'custom', message: M.orderDate, input: v });
  return z.NEVER;
});

const customerName = requiredCell(H.customer_name, ADDRESS_LENGTHS.nameMax * 2)
  .min(ADDRESS_LENGTHS.nameMin, ADDRESS_MESSAGES.minimumThree)
  .regex(PATTERNS.lettersAndSpaces, M.customerName)
  .transform((v) => v.replace(/\s+/g, ' '));

const mobile = z
  .string({ error: ADDRESS_MESSAGES.mobileRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.mobileRequired, abort: true })
  .regex(/^\d{10}$/, ADDRESS_MESSAGES.mobileInvalid);

const email = optionalCell(
  z
    .string()
    .max(ADDRESS_LENGTHS.emailMax, ADDRESS_MESSAGES.emailTooLong)
    .toLowerCase()
    .regex(PATTERNS.email, ADDRESS_MESSAGES.emailInvalid),
);

const address = z
  .string({ error: ADDRESS_MESSAGES.addressRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.addressRequired, abort: true })
  .min(ADDRESS_LENGTHS.addressMin, ADDRESS_MESSAGES.addressInvalid)
  .max(ADDRESS_LENGTHS.addressMax, ADDRESS_MESSAGES.addressTooLong);

const landmark = optionalCell(
  z.string().max(ADDRESS_LENGTHS.landmarkMax, ADDRESS_MESSAGES.landmarkTooLong),
);

const pincode = z
  .string({ error: ADDRESS_MESSAGES.pincodeRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.pincodeRequired, abort: true })
  .regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincodeInvalid);

const place = (column: string) => optionalCell(requiredCell(column, 100));

const unitPrice = requiredCell(H.unit_price)
  .regex(PATTERNS.decimalAmount, M.unitPrice)
  .transform((v) => {
    const [rupees = '0', paise = ''] = v.split('.');
    return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  })
  .refine((paise) => paise >= 1 && paise <= AFFILIATE_ORDER_MAX_UNIT_PRICE * 100, M.unitPrice);

/** One row of the marketplace order sheet: one item of a partner's order. */
export const ZAffiliateOrderSheetRow = z.object({
  affiliate_id: affiliateId,
  affiliate_order_id: affiliateOrderId,
  order_date: orderDate,
  customer_name: customerName,
  mobile,
  email,
  address,
  landmark,
  pincode,
  city: place(H.city),
  state: place(H.state),
  sku: requiredCell(H.sku, ITEM_SKU_MAX_LENGTH),
  quantity: wholeNumberCell(H.quantity, 1, AFFILIATE_ORDER_MAX_QUANTITY),
  /** Paise. */
  unit_price: unitPrice,
});
export type AffiliateOrderSheetRow = z.output<typeof ZAffiliateOrderSheetRow>;

/** The columns every row of one order must agree on: they are the order's, not the item's. */
export const AFFILIATE_ORDER_LEVEL_KEYS = [
  'order_date',
  'customer_name',
  'mobile',
  'email',
  'address',
  'landmark',
  'pincode',
  'city',
  'state',
] as const satisfies readonly (keyof AffiliateOrderSheetRow)[];

/**
 * The marketplace order sheet. Applied valid rows only, per order: each partner order stands
 * alone, so one bad order does not hold the others back, but the rows of one order are written
 * together or not at all (a half order would be shipped short).
 */
export const AFFILIATE_ORDER_SHEET = defineSheetType<AffiliateOrderSheetRow>({
  key: 'affiliate-orders',
  label: 'Marketplace Orders',
  description:
    'Creates the orders of marketplaces and partners: one order per Affiliate ID and Affiliate Order ID, one item per row, in New Order on the work lists; an order already imported is refused.',
  columns: AFFILIATE_ORDER_SHEET_COLUMNS,
  rowSchema: ZAffiliateOrderSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      affiliate_id: '1',
      affiliate_order_id: '408-1234567-1234567',
      order_date: '05/03/2025',
      customer_name: 'Ananya Rao',
      mobile: '9876543210',
      email: 'ananya.rao@example.com',
      address: '12, 4th Cross, Indiranagar',
      landmark: 'Near the metro station',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      sku: 'MAT-ORTHO-72x36x6',
      quantity: '1',
      unit_price: '11999',
    },
    {
      affiliate_id: '1',
      affiliate_order_id: '408-1234567-1234567',
      order_date: '05/03/2025',
      customer_name: 'Ananya Rao',
      mobile: '9876543210',
      email: 'ananya.rao@example.com',
      address: '12, 4th Cross, Indiranagar',
      landmark: 'Near the metro station',
      pincode: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
      sku: 'MAT-BABY-48x24x4',
      quantity: '2',
      unit_price: '3499.50',
    },
  ],
});
