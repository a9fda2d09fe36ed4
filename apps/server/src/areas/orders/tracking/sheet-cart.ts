import type { CartRow, OrderRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { OPERATIONS_SHEET_MESSAGES as O } from '@backoffice/domain/uploads';
import type { RowRefusal } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { lockOrderWithCarts } from '../status/order-locks';

/**
 * The order and the cart a tracking sheet's row names, locked, or why the row fails: an unknown
 * order, a cart of another order or a cancelled cart.
 */
export async function lockedCartOfRow(
  tx: UseCaseScope['tx'],
  orderRandomId: string,
  cartId: number,
): Promise<{ order: OrderRow; cart: CartRow } | RowRefusal> {
  const locked = await lockOrderWithCarts(tx, orderRandomId);
  if (!locked) return { column: 'Order ID', message: O.orderNotFound(orderRandomId) };
  const cart = locked.carts.find((c) => c.id === cartId);
  if (!cart) return { column: 'Cart ID', message: O.cartNotOfOrder(cartId, orderRandomId) };
  if (cart.orm_order_status === STATUS.CANCELLED) {
    return { column: 'Cart ID', message: O.cartCancelled };
  }
  return { order: locked.order, cart };
}
