import {
  CART_REQUEST_MESSAGES,
  DOCUMENT_MESSAGES,
  NOTIFICATION_MESSAGES,
  ORDER_REQUEST_MESSAGES,
} from '@backoffice/domain/orders';
import {
  FUTURE_DELIVERY_MESSAGES,
  PARTNER_ORDER_MESSAGES,
  SPLIT_CART_MESSAGES,
} from '@backoffice/domain/sales/payments';
import type { AppError } from '../../../core/errors';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a call about an order or one of its carts fails. */
export type OrderErrorCode =
  | 'orders.order_not_found'
  | 'orders.cart_not_found'
  | 'orders.search_required'
  | 'orders.urgent_not_possible'
  | 'orders.already_urgent'
  | 'orders.cancellation_not_possible'
  | 'orders.cancellation_pending'
  | 'orders.no_invoice'
  | 'orders.no_customer_email'
  | 'orders.credit_note_not_found'
  | 'orders.no_email_for_notification'
  | 'orders.split_refused'
  | 'orders.split_quantity_invalid'
  | 'orders.unknown_invoice'
  | 'orders.future_delivery_refused'
  | 'orders.future_date_not_offered'
  | 'orders.partner_order_refused'
  | 'orders.nothing_pending';

/** Each order failure's kind and message. */
export const ORDER_ERRORS = {
  'orders.order_not_found': { kind: 'NOT_FOUND', message: 'Order not found' },
  'orders.cart_not_found': { kind: 'NOT_FOUND', message: 'Cart not found' },
  'orders.search_required': { kind: 'VALIDATION', message: ORDER_REQUEST_MESSAGES.searchRequired },
  'orders.urgent_not_possible': {
    kind: 'VALIDATION',
    message: CART_REQUEST_MESSAGES.urgentNotPossible,
  },
  'orders.already_urgent': { kind: 'VALIDATION', message: CART_REQUEST_MESSAGES.alreadyUrgent },
  'orders.cancellation_not_possible': {
    kind: 'VALIDATION',
    message: CART_REQUEST_MESSAGES.cancellationNotPossible,
  },
  'orders.cancellation_pending': {
    kind: 'VALIDATION',
    message: CART_REQUEST_MESSAGES.cancellationPending,
  },
  'orders.no_invoice': { kind: 'VALIDATION', message: DOCUMENT_MESSAGES.noInvoice },
  'orders.no_customer_email': { kind: 'VALIDATION', message: DOCUMENT_MESSAGES.noCustomerEmail },
  'orders.credit_note_not_found': {
    kind: 'NOT_FOUND',
    message: DOCUMENT_MESSAGES.creditNoteNotFound,
  },
  'orders.no_email_for_notification': {
    kind: 'VALIDATION',
    message: NOTIFICATION_MESSAGES.noEmail,
  },
  'orders.split_refused': { kind: 'VALIDATION', message: asWorded },
  'orders.split_quantity_invalid': { kind: 'VALIDATION', message: asWorded },
  'orders.unknown_invoice': { kind: 'VALIDATION', message: SPLIT_CART_MESSAGES.unknownInvoice },
  'orders.future_delivery_refused': { kind: 'VALIDATION', message: asWorded },
  'orders.future_date_not_offered': {
    kind: 'VALIDATION',
    message: FUTURE_DELIVERY_MESSAGES.notOffered,
  },
  'orders.partner_order_refused': { kind: 'VALIDATION', message: asWorded },
  'orders.nothing_pending': { kind: 'VALIDATION', message: PARTNER_ORDER_MESSAGES.nothingPending },
} as const satisfies Record<OrderErrorCode, ErrorRow>;

/** The error of an order failure code. */
export const orderError = areaErrors(ORDER_ERRORS);

/** 404 "Order not found". */
export const orderNotFound = (): AppError => orderError('orders.order_not_found');

/** 404 "Cart not found". */
export const cartNotFound = (): AppError => orderError('orders.cart_not_found');
