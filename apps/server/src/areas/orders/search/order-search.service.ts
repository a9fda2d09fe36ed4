import {
  classifySearchTerm,
  ORDER_SEARCH_COUNT_CAP,
  orderStatus,
  type OrderSearchResponse,
  type OrderSearchRow,
  type SearchKey,
  type TSearchQuery,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { orderError } from '../details/orders.errors';
import { channelName } from '../details/order-views';
import {
  cartsOfOrders,
  countMatchingOrders,
  matchingOrders,
  matchingOrderPage,
  type MatchedOrderRow,
} from './order-search.queries';

/**
 * Universal search: the orders an order id, cart id, mobile, e-mail or name prefix matches, one
 * row per order with its carts, newest first, counted up to ORDER_SEARCH_COUNT_CAP. A term with a second reading (an 8-letter word is
 * an order id or a name) is tried the second way when the first finds nothing.
 */
export async function searchOrders(
  ctx: AppContext,
  query: TSearchQuery,
): Promise<OrderSearchResponse> {
  const term = classifySearchTerm(query.search);
  if (!term) throw orderError('orders.search_required').at('search');
  const page = { limit: query.limit, offset: query.offset };
  const first = await search(ctx, term, page);
  const found = first.count === 0 && term.fallback ? await search(ctx, term.fallback, page) : first;
  return {
    count: Math.min(found.count, ORDER_SEARCH_COUNT_CAP),
    count_capped: found.count > ORDER_SEARCH_COUNT_CAP,
    limit: page.limit,
    offset: page.offset,
    results: found.results,
  };
}

async function search(
  ctx: AppContext,
  key: SearchKey,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: OrderSearchRow[] }> {
  const matched = matchingOrders(key);
  if (!matched) return { count: 0, results: [] };
  const [count, rows] = await Promise.all([
    countMatchingOrders(ctx.db, matched),
    matchingOrderPage(ctx.db, matched, page),
  ]);
  const carts = await cartsOfOrders(
    ctx.db,
    rows.map((r) => r.order.id),
  );
  const results = rows.map((row) => toSearchRow(ctx, row, key, carts));
  return { count, results };
}

function toSearchRow(
  ctx: AppContext,
  { order, customer }: MatchedOrderRow,
  key: SearchKey,
  carts: Awaited<ReturnType<typeof cartsOfOrders>>,
): OrderSearchRow {
  return {
    order_random_id: order.order_random_id,
    affiliate_id: order.affiliate_id,
    channel: channelName(order.affiliate_id, ctx.config.brand),
    customer_name: customer.name,
    mobile_number: customer.mobile,
    email: customer.email,
    created_at: order.created_at.toISOString(),
    matched_by: key.kind,
    carts: carts
      .filter((cart) => cart.order_id === order.id)
      .map(({ cart_pid, item_name, orm_order_status }) => ({
        cart_pid,
        item_name,
        orm_order_status,
        status_label: orderStatus(orm_order_status).label,
      })),
  };
}
