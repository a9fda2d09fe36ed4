import { carts, customers, orderAddresses, orders } from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import { orderStatus, paymentMethodsFor } from '@backoffice/domain/orders';
import {
  isCartEditable,
  PLACE_ORDER_MESSAGES as M,
  type BackendOrderResponse,
  type EditCartAnswer,
  type TBackendOrderQuery,
  type TEditCartRequest,
} from '@backoffice/domain/sales/place-order';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { placeOrderError } from './place-order.errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import {
  cartNotFound,
  cartViews,
  channelName,
  lockCartWithOrder,
  toOrderCart,
  transitionContext,
} from '../../orders/index';
import { runWithPaymentLinks } from '../payments/links-outside-locks';
import { writeCartChange } from './cart-change-writes';
import { modificationsOfCart } from './modification-views';
import { catalogueLines, checkStock, type LineField } from './order-lines';

/** The online payment vias cart edit offers a user (000 section 3: the card provider). */
export const cartEditVias = (principal: Principal): string[] =>
  paymentMethodsFor('cart-edit', principal)
    .filter((m) => m.type === 'ONLINE')
    .map((m) => m.name);

/** Why a cart cannot be modified in its status, or null. */
const refusalOf = (status: Parameters<typeof isCartEditable>[0]) =>
  isCartEditable(status) ? null : M.cartNotEditable(orderStatus(status).label);

/**
 * GET /api/backend-order/: the cart the cart-edit screen changes (/cart-edit/:affiliateId/
 * :cartId/), with the facts of its order the change depends on, whether it may change, the
 * vias offered and its modifications so far. A cart of another channel is not found.
 */
export async function backendOrder(
  ctx: AppContext,
  principal: Principal,
  query: TBackendOrderQuery,
): Promise<BackendOrderResponse> {
  const [view] = await cartViews(
    ctx.db,
    and(eq(carts.id, query.cart_id), eq(carts.affiliate_id, query.affiliate_id)),
  );
  if (!view) throw cartNotFound();
  const [row] = await ctx.db
    .select({ order: orders, pincode: orderAddresses.pincode, customer_name: customers.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(
      orderAddresses,
      and(eq(orderAddresses.order_id, orders.id), eq(orderAddresses.kind, 'shipping')),
    )
    .where(eq(orders.id, view.order_id));
  if (!row) throw cartNotFound();
  const { order } = row;
  const refusal = refusalOf(view.orm_order_status);
  return {
    order_random_id: order.order_random_id,
    affiliate_id: order.affiliate_id,
    channel: channelName(order.affiliate_id, ctx.config.brand),
    payment_type: order.payment_type,
    coupon_code: order.coupon_code,
    customer_name: row.customer_name,
    shipping_pincode: row.pincode ?? '',
    cart: toOrderCart(view, transitionContext(ctx, order, principal)),
    editable: refusal === null,
    refusal,
    payment_vias: cartEditVias(principal),
    modifications: await modificationsOfCart(ctx.db, view.id),
  };
}

/**
 * POST /api/editcart/: changes a cart's item, size or quantity (001 section 2's product picker
 * and additional payments), in one transaction against the cart's version (409 when stale).
 * The new item is priced and its stock checked on the server, the difference the screen showed
 * must still hold, and the balance is settled as the domain's cartChangeSettlement says. With
 * an Idempotency-Key a retry answers the first answer and changes nothing more.
 */
export async function editCart(
  ctx: AppContext,
  caller: StaffCaller,
  input: TEditCartRequest,
  idempotency: IdempotentRequest | null,
): Promise<EditCartAnswer> {
  // The ERP's stock is asked before the transaction: a provider call, not a row to lock.
  const [line] = await catalogueLines(ctx.db, [input], ownField);
  if (!line) throw placeOrderError('sales.sku_not_found').at('item_sku');
  await checkStock(ctx, [line], ownField);
  return runWithPaymentLinks(ctx, idempotency, () =>
    runUseCase(ctx, caller, (scope) =>
      onceOnly(scope.tx, idempotency, async () => {
        const locked = await lockCartWithOrder(scope.tx, input.cart_pid);
        if (!locked || locked.cart.affiliate_id !== input.affiliate_id) throw cartNotFound();
        if (locked.cart.version !== input.version) throw new AppError('STALE');
        return writeCartChange(ctx, scope, { ...locked, line, input });
      }),
    ),
  );
}

/** The one line of a cart edit is reported on the body's own fields. */
const ownField: LineField = (_index, name) => name;
