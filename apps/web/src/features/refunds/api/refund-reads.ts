import {
  ZRefundDetailsResponse,
  ZRefundHistoryResponse,
  ZRefundItemsResponse,
  ZRefundStatusResponse,
  ZRefundTransactionsResponse,
  ZResolutionDetailsResponse,
  ZTroubleResolutionResponse,
} from '@backoffice/domain/refunds';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api/api-client';
import { refundsPath, type RefundsPathName } from './paths';
import { refundKeys } from './query-keys';

/** A read of one refund: its path in the domain's table and the answer's schema. */
function refundRead<T>(name: RefundsPathName, schema: z.ZodType<T>) {
  return (refundId: number) =>
    queryOptions({
      queryKey: refundKeys.read(refundId, name),
      queryFn: ({ signal }) =>
        apiRequest(refundsPath(name, { refund_id: refundId }), { schema, signal, silent: true }),
    });
}

/** GET refund-details/:refund_id/: the refund, its cart, money, bank details and history. */
export const refundDetailsQuery = refundRead('details', ZRefundDetailsResponse);
/** GET refund-items-list/:refund_id/: the items with the refund item and automation statuses. */
export const refundItemsQuery = refundRead('items', ZRefundItemsResponse);
/** GET refund-status/:refund_id/: the actions the refund allows now. */
export const refundStatusQuery = refundRead('status', ZRefundStatusResponse);
/** GET refund-transaction-details/:refund_id/: the order's payments. */
export const refundTransactionsQuery = refundRead('transactions', ZRefundTransactionsResponse);
/** GET refund-history/:refund_id/: the gateway's refunds of this refund. */
export const refundHistoryQuery = refundRead('history', ZRefundHistoryResponse);
/** GET resolution-details/:refund_id/: the gateway attempts. */
export const resolutionDetailsQuery = refundRead('resolutionDetails', ZResolutionDetailsResponse);

/** GET trouble-resolution-details/?refund_id=: the refund's troubles, newest first. */
export const troublesQuery = (refundId: number) =>
  queryOptions({
    queryKey: refundKeys.read(refundId, 'troubles'),
    queryFn: ({ signal }) =>
      apiRequest(`${refundsPath('troubleResolution')}?refund_id=${refundId}`, {
        schema: ZTroubleResolutionResponse,
        signal,
        silent: true,
      }),
  });
