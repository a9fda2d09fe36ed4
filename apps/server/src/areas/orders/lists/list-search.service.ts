import type { Principal } from '@backoffice/domain/access';
import {
  classifySearchTerm,
  ORDER_SEARCH_COUNT_CAP,
  orderStatus,
  type OrderCxRow,
  type OrderCxSearchResponse,
  type OrderListSearchResponse,
  type SearchKey,
  type TListSearchQuery,
} from '@backoffice/domain/orders';
import type { AppContext } from '../../../core/context';
import { orderError } from '../details/orders.errors';
import { assignee, channelName } from '../details/order-views';
import { matchingOrders } from '../search/order-search.queries';
import {
  countListHits,
  workListPage,
  type WorkListFilter,
  type WorkListRow,
} from './order-lists.queries';
import { openListTab, toListRow, type ListAddress } from './order-lists.service';

/**
 * The search of one work list (GET /api/list-of-search-orders/:platform/:slug/): the carts of
 * the tab whose order the term matches, read as universal search reads it, newest first, counted
 * up to ORDER_SEARCH_COUNT_CAP. The list's own access rules come first (403, 404). A term with a
 * second reading is tried the second way when the first finds nothing in the list. With
 * isOnlyCXDetails the rows carry only the customer-experience details.
 */
export async function searchWorkList(
  ctx: AppContext,
  principal: Principal,
  address: ListAddress & { slug: string },
  query: TListSearchQuery,
): Promise<OrderListSearchResponse | OrderCxSearchResponse> {
  const list = await openListTab(ctx, principal, address);
  const term = classifySearchTerm(query.search);
  if (!term) throw orderError('orders.search_required').at('search');
  // The query is the page too: its limit, offset and whatever order the list takes.
  const first = await hitsOf(ctx, list, term, query);
  const found =
    first.count === 0 && term.fallback ? await hitsOf(ctx, list, term.fallback, query) : first;
  const answer = {
    count: Math.min(found.count, ORDER_SEARCH_COUNT_CAP),
    count_capped: found.count > ORDER_SEARCH_COUNT_CAP,
    limit: query.limit,
    offset: query.offset,
  };
  return query.isOnlyCXDetails
    ? { ...answer, results: found.rows.map((row) => toCxRow(ctx, row)) }
    : { ...answer, results: found.rows.map((row) => toListRow(ctx, row)) };
}

async function hitsOf(
  ctx: AppContext,
  list: WorkListFilter,
  key: SearchKey,
  page: Parameters<typeof workListPage>[2],
): Promise<{ count: number; rows: WorkListRow[] }> {
  const ofOrders = matchingOrders(key);
  if (!ofOrders) return { count: 0, rows: [] };
  const filter = { ...list, ofOrders };
  const [count, rows] = await Promise.all([
    countListHits(ctx.db, filter),
    workListPage(ctx.db, filter, page),
  ]);
  return { count, rows };
}

function toCxRow(ctx: AppContext, row: WorkListRow): OrderCxRow {
  const { cart } = row;
  return {
    cart_pid: cart.id,
    order_random_id: row.order_random_id,
    affiliate_id: cart.affiliate_id,
    channel: channelName(cart.affiliate_id, ctx.config.brand),
    customer_name: row.customer_name,
    mobile_number: row.mobile_number,
    alternate_mobile_number: row.alternate_mobile_number,
    email: row.email,
    pincode: row.pincode ?? '',
    city: row.city,
    item_name: cart.item_name,
    orm_order_status: cart.orm_order_status,
    status_label: orderStatus(cart.orm_order_status).label,
    is_urgent: cart.is_urgent,
    created_at: cart.created_at.toISOString(),
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    promised_date: cart.promised_date,
    delivered_at: cart.delivered_at?.toISOString() ?? null,
    assigned_to: assignee(cart.assigned_login_id, row.assigned_name),
  };
}
