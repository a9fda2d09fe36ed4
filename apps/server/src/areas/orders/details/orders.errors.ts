import { AppError } from '../../../core/errors';

/** Messages of the order page's failures (404s of an order or one of its carts). */
export const ORDER_ERRORS = {
  orderNotFound: 'Order not found',
  cartNotFound: 'Cart not found',
} as const;

/** 404 "Order not found". */
export const orderNotFound = () =>
  new AppError('NOT_FOUND', { message: ORDER_ERRORS.orderNotFound });

/** 404 "Cart not found". */
export const cartNotFound = () => new AppError('NOT_FOUND', { message: ORDER_ERRORS.cartNotFound });
