import { PLACE_ORDER_MESSAGES as M } from '@backoffice/domain/sales/place-order';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why an order cannot be placed or a cart changed. */
export type PlaceOrderErrorCode =
  | 'sales.sku_not_found'
  | 'sales.quantity_invalid'
  | 'sales.customer_not_found'
  | 'sales.source_order_not_found'
  | 'sales.payment_via_not_offered'
  | 'sales.not_serviceable'
  | 'sales.cod_unavailable'
  | 'sales.total_mismatch'
  | 'sales.cart_not_editable'
  | 'sales.nothing_changed'
  | 'sales.difference_mismatch'
  | 'sales.settlement_refused'
  | 'sales.addon_not_found'
  | 'sales.addon_not_cancellable';

/** Each place-order and cart-change failure's kind and message. */
export const PLACE_ORDER_ERRORS = {
  'sales.sku_not_found': { kind: 'VALIDATION', message: M.skuNotFound },
  'sales.quantity_invalid': { kind: 'VALIDATION', message: asWorded },
  'sales.customer_not_found': { kind: 'VALIDATION', message: M.customerNotFound },
  'sales.source_order_not_found': { kind: 'VALIDATION', message: 'Order not found' },
  'sales.payment_via_not_offered': { kind: 'VALIDATION', message: M.viaNotOffered },
  'sales.not_serviceable': { kind: 'VALIDATION', message: M.notServiceable },
  'sales.cod_unavailable': { kind: 'VALIDATION', message: M.codUnavailable },
  'sales.total_mismatch': { kind: 'VALIDATION', message: M.totalMismatch },
  'sales.cart_not_editable': { kind: 'VALIDATION', message: M.cartNotEditable },
  'sales.nothing_changed': { kind: 'VALIDATION', message: M.nothingChanged },
  'sales.difference_mismatch': { kind: 'VALIDATION', message: M.diffMismatch },
  'sales.settlement_refused': { kind: 'VALIDATION', message: asWorded },
  'sales.addon_not_found': { kind: 'NOT_FOUND', message: M.addonNotFound },
  'sales.addon_not_cancellable': { kind: 'VALIDATION', message: asWorded },
} as const satisfies Record<PlaceOrderErrorCode, ErrorRow>;

/** The error of a place-order failure code. */
export const placeOrderError = areaErrors(PLACE_ORDER_ERRORS);
