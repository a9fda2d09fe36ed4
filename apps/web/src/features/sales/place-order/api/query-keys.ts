import type { TOrderLine } from '@backoffice/domain/sales/place-order';
import { queryKeyPrefixes } from '@/lib/query-keys';

/** Query keys of placing orders and editing carts. */
export const placeOrderKeys = {
  all: queryKeyPrefixes.placeOrder,
  customers: (mobile: string) => [...placeOrderKeys.all, 'customers', mobile] as const,
  promise: (pincode: string, lines: readonly TOrderLine[]) =>
    [...placeOrderKeys.all, 'promise', pincode, lines] as const,
  bill: (request: unknown) => [...placeOrderKeys.all, 'bill', request] as const,
  sourceOrder: (orderRandomId: string) =>
    [...placeOrderKeys.all, 'source-order', orderRandomId] as const,
  availability: (sku: string) => [...placeOrderKeys.all, 'availability', sku] as const,
  backendOrder: (affiliateId: number, cartId: number) =>
    [...placeOrderKeys.all, 'backend-order', affiliateId, cartId] as const,
};
