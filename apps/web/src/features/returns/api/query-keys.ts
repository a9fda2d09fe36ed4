import { queryKeyPrefixes } from '@/lib/query-keys';
import type { ReturnListAddress } from './return-list-address';

/** Query keys of the returns area: every write reloads everything under the prefix. */
export const returnKeys = {
  all: queryKeyPrefixes.returns,
  list: (address: ReturnListAddress, offset: number) =>
    [...returnKeys.all, 'list', address, offset] as const,
  search: (address: ReturnListAddress, orderId: string) =>
    [...returnKeys.all, 'search', address, orderId] as const,
  counts: (address: ReturnListAddress) =>
    [...returnKeys.all, 'counts', address.platform, address.cetUid] as const,
  createData: (affiliateId: number, cartPid: number) =>
    [...returnKeys.all, 'create-data', affiliateId, cartPid] as const,
  cart: (cartPid: number) => [...returnKeys.all, 'cart', cartPid] as const,
  cartRead: (cartPid: number, read: string) => [...returnKeys.cart(cartPid), read] as const,
  missingItems: (status: string, offset: number) =>
    [...returnKeys.all, 'missing-items', status, offset] as const,
};
