/** The order page's popups, as actions of the order and of each cart (see order-action.ts). */
export { cartActions } from './cart-actions';
export { orderActions } from './order-actions';
