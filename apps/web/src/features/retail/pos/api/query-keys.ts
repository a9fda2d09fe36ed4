import { queryKeyPrefixes } from '@/lib/query-keys';

/**
 * Query keys of the point of sale. Everything read for one order sits under its key, so a write
 * to the order reloads the detail, its payment modes and its offers together.
 */
export const posKeys = {
  all: queryKeyPrefixes.retailPos,
  order: (orderRandomId: string) => [...posKeys.all, 'order', orderRandomId] as const,
  detail: (orderRandomId: string) => [...posKeys.order(orderRandomId), 'detail'] as const,
  paymentModes: (orderRandomId: string) =>
    [...posKeys.order(orderRandomId), 'payment-modes'] as const,
  agents: (orderRandomId: string) => [...posKeys.order(orderRandomId), 'agents'] as const,
  activeOffers: (orderRandomId: string) =>
    [...posKeys.order(orderRandomId), 'active-offers'] as const,
  allOffers: () => [...posKeys.all, 'all-offers'] as const,
  history: (mobile: string) => [...posKeys.all, 'history', mobile] as const,
  products: (term: string, bySku: 0 | 1) => [...posKeys.all, 'products', term, bySku] as const,
  itemPrice: (sku: string, quantity: number, dimensions: string) =>
    [...posKeys.all, 'item-price', sku, quantity, dimensions] as const,
};
