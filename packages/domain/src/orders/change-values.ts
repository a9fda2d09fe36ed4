import { formatDate, formatDateTime } from '../core/dates/format';
import { formatRupees } from '../core/money/format';
import { MODIFICATION_PAYMENT_LABELS } from '../sales/place-order/cart-change';
import { PAYMENT_LINK_TYPES } from '../sales/payments/payment-links';
import { PAYMENT_METHODS } from './payment-methods';
import { SHIPMENT_BLOCK_REASONS } from './shipment-block-reasons';
import { isStatusId, orderStatus } from './statuses';

/**
 * The values of the audit log in words: amounts (rupees, as the history keeps them) in en-IN
 * INR, times in IST, ids by their names. Never JSON: a value of an unknown shape is read out
 * field by field.
 */

/** What a value shows when there is none. */
export const NO_VALUE = '—';

/** How one kind of value reads. */
export type ValueWords = (value: unknown) => string;

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

const byLabel =
  (catalogue: readonly { id: number; label: string }[]): ValueWords =>
  (value) =>
    catalogue.find((entry) => entry.id === value)?.label ?? plainWords(value);

const capitalised = (text: string): string =>
  text.charAt(0).toUpperCase() + text.slice(1).replace(/_/g, ' ');

/** Rupees as the history keeps them ('13499.1'), for people: '₹13,499.10'. */
export const moneyWords: ValueWords = (value) => {
  const rupees = typeof value === 'string' ? Number(value) : value;
  return typeof rupees === 'number' && Number.isFinite(rupees)
    ? formatRupees(rupees)
    : plainWords(value);
};

/** A moment in IST: '21 Nov, 2026 11:00 AM'. */
export const timeWords: ValueWords = (value) =>
  typeof value === 'string' ? formatDateTime(value) || value : plainWords(value);

/** A calendar day: '21 Nov, 2026'. */
export const dayWords: ValueWords = (value) =>
  typeof value === 'string' ? formatDate(value) || value : plainWords(value);

/** An order status id by its name: 2 is 'Confirmed'. */
export const statusWords: ValueWords = (value) =>
  typeof value === 'number' && isStatusId(value) ? orderStatus(value).label : plainWords(value);

/** A shipment block (Hold) reason id by its name: 1 is 'Dimensions Change'. */
export const holdReasonWords: ValueWords = byLabel(SHIPMENT_BLOCK_REASONS);

/** A payment method id by its name: 2 is 'Juspay'. */
export const paymentMethodWords: ValueWords = (value) =>
  PAYMENT_METHODS.find((m) => m.id === value)?.name ?? plainWords(value);

/** A payment link type by its label: 'cto' is 'COD to Online'. */
export const linkTypeWords: ValueWords = (value) =>
  PAYMENT_LINK_TYPES.find((t) => t.value === value)?.label ?? plainWords(value);

/** A cart change's payment status by its label: 'pending' is 'Awaiting payment'. */
export const modificationPaymentWords: ValueWords = (value) =>
  typeof value === 'string' && value in MODIFICATION_PAYMENT_LABELS
    ? MODIFICATION_PAYMENT_LABELS[value as keyof typeof MODIFICATION_PAYMENT_LABELS]
    : plainWords(value);

/** A status word of a record ('pending', 'collect_on_delivery'): 'Pending', 'Collect on delivery'. */
export const stateWords: ValueWords = (value) =>
  typeof value === 'string' ? capitalised(value) : plainWords(value);

/** A login id as the history knows it. */
export const loginWords: ValueWords = (value) =>
  typeof value === 'number' ? `login ${value}` : plainWords(value);

/** The values the history names by their field, wherever they appear. */
const VALUE_WORDS: Readonly<Record<string, ValueWords>> = {
  orm_order_status: statusWords,
  order_status: statusWords,
  shipment_stop_reason: holdReasonWords,
  payment_method_id: paymentMethodWords,
  payment_status: modificationPaymentWords,
  status: stateWords,
  promised_date: dayWords,
  cx_request_date: dayWords,
  confirmed_at: timeWords,
  expires_at: timeWords,
  assigned_login_id: loginWords,
  payable: moneyWords,
  gift_card: moneyWords,
  amount: moneyWords,
  total: moneyWords,
  difference: moneyWords,
  charges: moneyWords,
  balance: moneyWords,
  item_price: moneyWords,
  item_mrp: moneyWords,
  discount: moneyWords,
  delivery_charges: moneyWords,
};

/** Field names as staff call them; any other field reads as its name in words. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  orm_order_status: 'Status',
  order_status: 'Status',
  shipment_stop_reason: 'Hold reason',
  shipment_not_possible: 'Shipment blocked',
  is_urgent: 'Urgent',
  is_billing_address_same: 'Billing address same as shipping',
  promised_date: 'Promised delivery date',
  payment_method_id: 'Payment method',
  payment_via: 'Payment via',
  payment_tracking_id: 'Tracking id',
  assigned_login_id: 'Assigned agent',
  item_sku: 'SKU',
  item_name: 'Item',
  item_dimensions: 'Dimensions',
  item_quantity: 'Quantity',
  item_price: 'Price',
  item_mrp: 'MRP',
  cart_pids: 'Carts',
  cart_ids: 'Carts',
  firstname: 'First name',
  lastname: 'Last name',
  email_address: 'E-mail',
  mobile_number: 'Mobile',
  alternate_mobile_number: 'Alternate mobile',
  gst_number: 'GST number',
  gst_organization: 'GST organisation',
  docket_quantity: 'Dockets',
  invoice_numbers: 'Invoices',
  split_from: 'Split from cart',
  advance_receipt_id: 'Advance receipt',
};

/** A field's name in words: orm_order_status is 'Status', gift_card is 'Gift card'. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? capitalised(field);
}

/** Any value in words: a list one by one, a record field by field, never as JSON. */
function plainWords(value: unknown): string {
  if (isEmpty(value)) return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => plainWords(item)).join(', ');
  if (typeof value === 'object') return recordWords(value as Record<string, unknown>);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return NO_VALUE;
}

/** A record's filled fields, each by its label and value: 'Status Pending, Amount ₹500.00'. */
export function recordWords(record: Readonly<Record<string, unknown>>): string {
  const filled = Object.entries(record).filter(([, value]) => !isEmpty(value));
  if (!filled.length) return NO_VALUE;
  return filled
    .map(([field, value]) => `${fieldLabel(field)} ${valueWords(field, value)}`)
    .join(', ');
}

/** The value of a field in words, by what the field holds (an amount, a time, a status ...). */
export function valueWords(field: string, value: unknown): string {
  if (isEmpty(value)) return NO_VALUE;
  const words = VALUE_WORDS[field];
  if (!words) return plainWords(value);
  return Array.isArray(value) ? value.map((item) => words(item)).join(', ') : words(value);
}

/** Whether a value is missing (null, undefined, '' or an empty list). */
export const isNoValue = isEmpty;
