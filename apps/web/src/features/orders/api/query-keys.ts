import type { OrderListSort } from '@backoffice/domain/orders';
import { orderDataKeys, queryKeyPrefixes } from '@/lib/query-keys';
import type { OrderListAddress } from './order-list-address';

/**
 * Query keys of the orders area. Lists (and their tab counts) and searches sit under their own
 * prefixes so that a change to an order can refresh every list at once; an order's comments,
 * history and bill sit under the order, so refreshing the order (after any change to it or its
 * payments) refreshes them too.
 */
export const orderKeys = {
  all: queryKeyPrefixes.orders,
  lists: orderDataKeys.lists,
  list: (address: OrderListAddress, offset: number, sort: OrderListSort) =>
    [...orderKeys.lists(), address, offset, sort] as const,
  tabCounts: (address: Omit<OrderListAddress, 'slug'>) =>
    [...orderKeys.lists(), 'tab-counts', address] as const,
  /** A search inside one list: under the lists, so a change to an order refreshes it too. */
  listSearch: (address: OrderListAddress, term: string, offset: number, sort: OrderListSort) =>
    [...orderKeys.lists(), 'search', address, term, offset, sort] as const,
  searches: orderDataKeys.searches,
  search: (term: string, offset: number) => [...orderKeys.searches(), term, offset] as const,
  order: orderDataKeys.order,
  comments: (orderRandomId: string) => [...orderKeys.order(orderRandomId), 'comments'] as const,
  history: (orderRandomId: string) => [...orderKeys.order(orderRandomId), 'history'] as const,
  bill: (orderRandomId: string) => [...orderKeys.order(orderRandomId), 'bill'] as const,
};
