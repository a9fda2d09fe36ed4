import type { Principal } from '@backoffice/domain/access';
import type { CartCompleteDetails } from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { documentsOfCart, toInvoiceDocument } from '../documents/document-queries';
import { cartFacts } from '../tracking/cart-facts';
import { requestedDateLog } from '../tracking/order-tracking-logs.service';
import { billFor } from './billing-details.service';
import { docketsOfCart } from './cart-dockets.queries';
import { cartsOfOrder } from '../details/order-details.queries';
import { orderHistory } from '../details/order-history.service';
import { toOrderCart, transitionContext } from '../details/order-views';
import { cartNotFound } from '../details/orders.errors';

/**
 * One cart with everything the order page shows of it: the cart with the caller's status
 * targets, its bill, dockets, invoices and credit notes, its modification history and its
 * requests. 404 for an unknown cart or one of another channel than `affiliateId`.
 */
export async function cartCompleteDetails(
  ctx: AppContext,
  principal: Principal,
  cartPid: number,
  affiliateId: number | undefined,
): Promise<CartCompleteDetails> {
  const { order, cart } = await cartFacts(ctx.db, cartPid);
  if (affiliateId !== undefined && cart.affiliate_id !== affiliateId) throw cartNotFound();
  const orderCarts = await cartsOfOrder(ctx.db, order.id);
  const view = orderCarts.find((c) => c.id === cartPid);
  if (!view) throw cartNotFound();
  const [billing, dockets, documents, history, requested] = await Promise.all([
    billFor(ctx, order, orderCarts, cartPid),
    docketsOfCart(ctx.db, cartPid),
    documentsOfCart(ctx.db, cartPid),
    orderHistory(ctx, order.order_random_id),
    requestedDateLog(ctx, cartPid),
  ]);
  return {
    order_random_id: order.order_random_id,
    affiliate_id: cart.affiliate_id,
    cart: toOrderCart(view, transitionContext(ctx, order, principal)),
    billing,
    dockets: dockets.map((d) => ({ ...d, created_at: d.created_at.toISOString() })),
    invoices: documents.map((row) => toInvoiceDocument(row, cart.affiliate_id)),
    status_history: history.results.filter(
      (entry) => entry.entity === 'cart' && entry.entity_id === String(cartPid),
    ),
    requests: { is_urgent: cart.is_urgent, requested_dates: requested.results },
  };
}
