import { orderDataKeys, queryKeyPrefixes } from '@/lib/query-keys';
import type { OrderListAddress } from './order-list-address';

/**
 * Query keys of the orders area. Lists (and their tab counts) and searches sit under their own
 * prefixes so that a change to an order can refresh every list at once; an order's comments and
 * history sit under the order, so refreshing the order refreshes them too.
 */
export const orderKeys = {
  all: queryKeyPrefixes.orders,
  lists: orderDataKeys.lists,
  list: (address: OrderListAddress, offset: number) =>
    [...orderKeys.lists(), address, offset] as const,
  tabCounts: (address: Omit<OrderListAddress, 'slug'>) =>
    [...orderKeys.lists(), 'tab-counts', address] as const,
  searches: orderDataKeys.searches,
  search: (term: string, offset: number) => [...orderKeys.searches(), term, offset] as const,
  order: orderDataKeys.order,
  comments: (orderRandomId: string) => [...orderKeys.order(orderRandomId), 'comments'] as const,
  history: (orderRandomId: string) => [...orderKeys.order(orderRandomId), 'history'] as const,
};
