import {
  dayWords,
  fieldLabel,
  isNoValue,
  linkTypeWords,
  modificationPaymentWords,
  moneyWords,
  NO_VALUE,
  recordWords,
  stateWords,
  timeWords,
  valueWords,
  holdReasonWords,
} from './change-values';
import { notificationType } from './notifications';
import { requestItemTypeLabel } from './request-item-types';

/**
 * The modification history in sentences: each audited change `{ field: { before, after } }` of
 * an entity read out by that entity's formatter, amounts in en-IN INR, times in IST and ids by
 * their names. A field no formatter knows gets a generic sentence, never JSON. The server writes
 * the changes (record.change), the web app's history shows these sentences.
 */

/** One audited change: its fields, each with its value before and after. */
export type AuditedChanges = Readonly<Record<string, { before: unknown; after: unknown }>>;

/** One field's change in words; `rest` is what follows the field's name in a dotted key. */
export type ChangeSentence = (change: { before: unknown; after: unknown }, rest: string) => string;

/** The sentences of one audited entity: by field name, or by the first part of a dotted key. */
export type EntityChangeFormatter = Readonly<Record<string, ChangeSentence>>;

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string => valueWords('', value);

const listWords = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => text(item)).join(', ') : text(value);

const withDetails = (sentence: string, details: readonly (string | null)[]): string => {
  const shown = details.filter((detail): detail is string => detail !== null);
  return shown.length ? `${sentence} (${shown.join(', ')})` : sentence;
};

const detail = (label: string, value: unknown, words = text): string | null =>
  isNoValue(value) ? null : `${label} ${words(value)}`;

/** A generic sentence: set, cleared, or changed from one value to another. */
export function fieldSentence(
  field: string,
  { before, after }: { before: unknown; after: unknown },
  label = fieldLabel(field),
): string {
  const is = valueWords(field, after);
  if (isNoValue(before)) return `${label} set to ${is}`;
  const was = valueWords(field, before);
  if (isNoValue(after)) return `${label} cleared (was ${was})`;
  return `${label} changed from ${was} to ${is}`;
}

const paymentWords = (type: unknown, via: unknown): string =>
  type === 'COD' ? 'cash on delivery' : `online via ${text(via)}`;

/** The placing of an order (`order`, from nothing). */
export const placingSentence: ChangeSentence = ({ after }) => {
  const o = asRecord(after);
  const items = Array.isArray(o['cart_pids']) ? o['cart_pids'].length : 0;
  const gift = typeof o['gift_card'] === 'number' && o['gift_card'] > 0 ? o['gift_card'] : null;
  return withDetails(
    `Order placed: ${items} item(s), ${moneyWords(o['payable'])} payable, ${paymentWords(o['payment_type'], o['payment_via'])}`,
    [
      detail('gift card', gift, moneyWords),
      detail('coupon', o['coupon_code']),
      o['new_customer'] === true ? 'new customer' : null,
      detail('from order', o['source_order_random_id']),
    ],
  );
};

/** An order imported from a marketplace sheet (`imported`, from nothing). */
export const importSentence: ChangeSentence = ({ after }) => {
  const o = asRecord(after);
  const items = Array.isArray(o['cart_pids']) ? o['cart_pids'].length : 0;
  return withDetails(
    `Imported from marketplace sheet: ${items} item(s), ${moneyWords(o['payable'])} paid to the partner`,
    [
      detail('affiliate order', o['affiliate_order_id']),
      detail('ordered on', o['order_date'], dayWords),
    ],
  );
};

/** A payment link sent (`payment_link`, from nothing). */
export const paymentLinkSentSentence: ChangeSentence = ({ after }) => {
  const link = asRecord(after);
  return withDetails(
    `${linkTypeWords(link['type'])} payment link ${text(link['transaction_id'])} sent for ${moneyWords(link['amount'])}`,
    [detail('carts', link['cart_pids'], listWords)],
  );
};

/** A payment link's own change (`payment_link.<transaction id>`): its status, or a resend. */
export const paymentLinkSentence: ChangeSentence = ({ before, after }, transactionId) => {
  const was = asRecord(before);
  const is = asRecord(after);
  const link = `Payment link ${transactionId}`;
  if (is['resent_count'] !== undefined) return `${link} sent again`;
  if (is['status'] === undefined) return fieldSentence('payment_link', { before, after }, link);
  return withDetails(
    `${link} changed from ${stateWords(was['status'])} to ${stateWords(is['status'])}`,
    [detail('amount', is['amount'], moneyWords), detail('payment id', is['payment_id'])],
  );
};

/** A move from cash on delivery to online (`cod_to_online`). */
export const codToOnlineSentence: ChangeSentence = ({ after }) => {
  const move = asRecord(after);
  return withDetails(
    `COD to online of ${moneyWords(move['amount'])} for carts ${listWords(move['cart_pids'])}`,
    [
      detail('status', move['status'], stateWords),
      detail('payment reference', move['payment_ref_id']),
    ],
  );
};

/** Extra charges taken on an order or a cart (`additional_payment`). */
export const additionalPaymentSentence: ChangeSentence = ({ after }) => {
  const payment = asRecord(after);
  const items = Array.isArray(payment['items'])
    ? payment['items'].map((item) => {
        const charge = asRecord(item);
        return `${text(charge['name'])} ${moneyWords(charge['amount'])}`;
      })
    : [];
  return withDetails(
    `Additional payment of ${moneyWords(payment['total'])}, ${paymentWords(payment['payment_type'], payment['payment_via'])}`,
    [items.length ? items.join(', ') : null, detail('tracking id', payment['payment_tracking_id'])],
  );
};

/** A cart's modification (`modification`, from nothing): the change and how it is settled. */
export const cartModificationSentence: ChangeSentence = ({ after }) => {
  const change = asRecord(after);
  const direction = change['extra_or_refund'] === 'refund' ? 'refund' : 'extra payment';
  const balance =
    change['extra_or_refund'] === 'none'
      ? 'nothing to pay either way'
      : `${direction} of ${moneyWords(change['balance'])}`;
  return withDetails(`Cart modified (${holdReasonWords(change['reason'])}): ${balance}`, [
    detail('price difference', change['difference'], moneyWords),
    detail('charges', change['charges'], moneyWords),
    detail('payment', change['payment_status'], modificationPaymentWords),
    detail('payment link', change['transaction_id']),
  ]);
};

/** The payment of a cart's modification (`modification.<id>.payment_status`). */
export const cartModificationPaymentSentence: ChangeSentence = ({ before, after }, rest) => {
  const id = rest.split('.')[0] ?? '';
  return `Payment of cart change ${id} changed from ${modificationPaymentWords(before)} to ${modificationPaymentWords(after)}`;
};

/** A customer's address field (`shipping_address.<field>`, `billing_address.<field>`). */
const customerAddressSentence =
  (address: string): ChangeSentence =>
  (change, field) =>
    fieldSentence(field, change, `${address}: ${fieldLabel(field)}`);

const CHANNELS: Readonly<Record<string, string>> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'e-mail',
};

/** A notification sent to the customer (`notification`). */
export const notificationSentence: ChangeSentence = ({ after }) => {
  const sent = asRecord(after);
  const type =
    typeof sent['type'] === 'number' ? (notificationType(sent['type'])?.label ?? 'A') : 'A';
  const channel =
    typeof sent['channel'] === 'string' ? (CHANNELS[sent['channel']] ?? sent['channel']) : NO_VALUE;
  return `${type} notification sent by ${channel} to ${text(sent['to'])}`;
};

/** The customer's comment or the agent's note (`comment`). */
const commentSentence: ChangeSentence = ({ after }) => `Comment added: ${text(after)}`;

/** The order's customer: the addresses, and whether billing is the shipping address. */
export const customerChangeFormatter: EntityChangeFormatter = {
  shipping_address: customerAddressSentence('Shipping address'),
  billing_address: customerAddressSentence('Billing address'),
};

/** An order's payment links. */
export const paymentLinkChangeFormatter: EntityChangeFormatter = {
  payment_link: (change, transactionId) =>
    transactionId
      ? paymentLinkSentence(change, transactionId)
      : paymentLinkSentSentence(change, ''),
  cancelled_links: ({ after }) => `Payment links cancelled: ${listWords(after)}`,
};

/** A cart's modifications (cart edit). */
export const cartModificationChangeFormatter: EntityChangeFormatter = {
  modification: (change, rest) =>
    rest ? cartModificationPaymentSentence(change, rest) : cartModificationSentence(change, ''),
};

/** A replacement of a returned cart (`replacement`, from nothing), or its change (`replacement.<id>`). */
export const replacementSentence: ChangeSentence = ({ before, after }, id) => {
  const is = asRecord(after);
  if (id) {
    return withDetails(`Replacement ${id} modified: ${text(is['item'])}`, [
      detail('was', asRecord(before)['item']),
      detail('dealer price', is['dealer_cx_price'], moneyWords),
    ]);
  }
  return withDetails(`Replacement created: ${text(is['item'])}`, [
    detail('shipping as cart', is['new_cart_pid']),
    detail('dealer price', is['dealer_cx_price'], moneyWords),
  ]);
};

/** Items issued for a cart without a return (`issued_item`), or a change (`issued_item.<id>.status`). */
export const issuedItemSentence: ChangeSentence = ({ before, after }, rest) => {
  if (rest) {
    const id = rest.split('.')[0] ?? '';
    return `Issued item ${id} changed from ${stateWords(before)} to ${stateWords(after)}`;
  }
  const issued = asRecord(after);
  const type =
    typeof issued['item_type'] === 'number'
      ? (requestItemTypeLabel(issued['item_type']) ?? 'Item')
      : 'Item';
  const parts = Array.isArray(issued['parts']) ? issued['parts'] : [];
  return withDetails(`${type} issued`, [
    detail('item', issued['description']),
    parts.length ? listWords(parts) : detail('quantity', issued['quantity']),
  ]);
};

/** An order (entity `order`, id its random id). */
export const orderChangeFormatter: EntityChangeFormatter = {
  ...customerChangeFormatter,
  ...paymentLinkChangeFormatter,
  order: placingSentence,
  imported: importSentence,
  cod_to_online: codToOnlineSentence,
  additional_payment: additionalPaymentSentence,
  notification: notificationSentence,
  comment: commentSentence,
  confirmed_at: ({ after }) => `Order confirmed on ${timeWords(after)}`,
  disposition: ({ after }) => `Call disposition saved: ${recordWords(asRecord(after))}`,
};

/** A cart (entity `cart`, id its cart_pid). */
export const cartChangeFormatter: EntityChangeFormatter = {
  ...cartModificationChangeFormatter,
  additional_payment: additionalPaymentSentence,
  comment: commentSentence,
  promised_date: ({ before, after }) =>
    isNoValue(before)
      ? `Promised delivery date set to ${dayWords(after)}`
      : `Delivery moved from ${dayWords(before)} to ${dayWords(after)}`,
  split_from: ({ after }) => `Split from cart ${text(after)}`,
  replacement: replacementSentence,
  replacement_for: ({ after }) => `Replacement of cart ${text(after)}`,
  issued_item: issuedItemSentence,
  cancellation_request: ({ after }) =>
    withDetails('Cancellation requested', [
      detail('request', asRecord(after)['id']),
      detail('status', asRecord(after)['status'], stateWords),
    ]),
  document_sent: ({ after }) => {
    const sent = asRecord(after);
    return `Document ${text(sent['number'])} e-mailed to ${text(sent['to'])}`;
  },
};

/** The formatter of each audited entity the order's history shows. */
export const ENTITY_CHANGE_FORMATTERS: Readonly<Record<string, EntityChangeFormatter>> = {
  order: orderChangeFormatter,
  cart: cartChangeFormatter,
};

/** One field's change in words, by the entity's formatter or else generically. */
export function changeSentence(
  entity: string,
  field: string,
  change: { before: unknown; after: unknown },
): string {
  const formatter = ENTITY_CHANGE_FORMATTERS[entity] ?? {};
  const dot = field.indexOf('.');
  const name = dot < 0 ? field : field.slice(0, dot);
  const rest = dot < 0 ? '' : field.slice(dot + 1);
  const sentence = formatter[name];
  if (sentence) return sentence(change, rest);
  // A dotted key no formatter knows: its last part says what the value is.
  const valueField = field.slice(field.lastIndexOf('.') + 1);
  const label = field.split('.').map(fieldLabel).join(' ');
  return fieldSentence(valueField, change, label);
}

/** Every field's change of one audited change, in words. */
export function describeChanges(entity: string, changes: AuditedChanges): string[] {
  return Object.entries(changes).map(([field, change]) => changeSentence(entity, field, change));
}
