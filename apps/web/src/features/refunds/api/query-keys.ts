import { queryKeyPrefixes } from '@/lib/query-keys';
import type { RefundListAddress } from './refund-list-address';
import type { RefundListFilter } from './refund-list-filter';

/** Query keys of the refunds area: every write reloads everything under the prefix. */
export const refundKeys = {
  all: queryKeyPrefixes.refunds,
  list: (address: RefundListAddress, filter: RefundListFilter) =>
    [...refundKeys.all, 'list', address, filter] as const,
  refund: (refundId: number) => [...refundKeys.all, 'refund', refundId] as const,
  read: (refundId: number, read: string) => [...refundKeys.refund(refundId), read] as const,
  bankLinkPage: (token: string) => [...refundKeys.all, 'bank-link-page', token] as const,
};
