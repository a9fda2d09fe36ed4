import { carts, lostProducts, orders, returnRequests, type OrderRow } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  LOST_PRODUCT_MESSAGES,
  type CreateLostProductOrder,
  type LostProductOrderResponse,
} from '@backoffice/domain/returns';
import { ZPlaceOrderRequest } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import { addressesOf, toOrderAddress } from '../../orders/index';
import { placeOrder, type AgreedPrices } from '../../sales/index';
import { commentOnPickup } from '../pickups/pickup-writes';
import { bumpRequest, lockRequestAt } from '../pickups/request-step';
import { returnOperationError } from '../pickups/return-operations.errors';

/**
 * backoffice-create-lost-product-order: the lost product is sent again in a new order of the same
 * customer, address, SKU and quantity, free of charge (COD with nothing to pay), placed by the one
 * path every order takes (sales placeOrder at agreed prices of zero). In the placing's
 * transaction the request is checked at the version read, the lost product is linked to the new
 * order (once), and the old order's history says so. Once per Idempotency-Key.
 */
export async function createLostProductOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: CreateLostProductOrder,
  idempotency: IdempotentRequest | null,
): Promise<LostProductOrderResponse> {
  const [found] = await ctx.db
    .select({ request: returnRequests, cart: carts, order: orders })
    .from(returnRequests)
    .innerJoin(carts, eq(carts.id, returnRequests.cart_id))
    .innerJoin(orders, eq(orders.id, returnRequests.order_id))
    .where(eq(returnRequests.id, input.request_id));
  if (!found) throw returnOperationError('returns.request_not_found');
  const { request, cart, order } = found;
  if (request.status !== STATUS.LOST_PRODUCT) {
    throw returnOperationError('returns.refused', LOST_PRODUCT_MESSAGES.notLost);
  }
  const shipping = (await addressesOf(ctx.db, order.id)).find((a) => a.kind === 'shipping');
  const placing = ZPlaceOrderRequest.safeParse({
    affiliate_id: cart.affiliate_id,
    customer_id: order.customer_id,
    shipping_address: shipping ? toOrderAddress(shipping) : null,
    is_billing_address_same: true,
    lines: [{ item_sku: cart.item_sku, item_quantity: cart.item_quantity }],
    payment: { payment_type: 'COD' },
    total_payable: 0,
    comments: `Lost product of order ${order.order_random_id} sent again`,
    source_order_random_id: order.order_random_id,
  });
  if (!placing.success) {
    throw returnOperationError(
      'returns.refused',
      placing.error.issues[0]?.message ?? LOST_PRODUCT_MESSAGES.notLost,
    );
  }
  const agreed: AgreedPrices = {
    unitPricePaise: new Map([[cart.item_sku, 0]]),
    deliveryChargesPaise: 0,
    onPlaced: (scope, placed) => linkLostProduct(scope, input, placed),
  };
  const answer = await placeOrder(ctx, caller, placing.data, idempotency, agreed);
  return {
    success: true,
    message: LOST_PRODUCT_MESSAGES.orderCreated,
    order_random_id: answer.order_random_id,
  };
}

/** In the placing's transaction: the request at its version, the lost product linked once. */
async function linkLostProduct(
  scope: UseCaseScope<StaffCaller>,
  input: CreateLostProductOrder,
  placed: OrderRow,
): Promise<void> {
  const locked = await lockRequestAt(scope, input.request_id, input.version);
  const [lost] = await scope.tx
    .select()
    .from(lostProducts)
    .where(eq(lostProducts.cart_id, locked.cart.id))
    .for('update');
  if (!lost) throw returnOperationError('returns.refused', LOST_PRODUCT_MESSAGES.notLost);
  if (lost.new_order_id !== null) {
    throw returnOperationError('returns.refused', LOST_PRODUCT_MESSAGES.orderExists);
  }
  await scope.tx
    .update(lostProducts)
    .set({ new_order_id: placed.id })
    .where(eq(lostProducts.id, lost.id));
  await scope.record.change({
    entity: 'lost_product',
    id: lost.id,
    changes: { new_order_id: { before: null, after: placed.id } },
    reason: 'Lost product order created',
  });
  await commentOnPickup(
    scope,
    locked,
    `Lost product sent again in order ${placed.order_random_id}`,
  );
  await bumpRequest(scope, locked.request, {}, 'Lost product order created');
}
