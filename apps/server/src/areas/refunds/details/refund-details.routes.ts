import {
  REFUND_PATHS as P,
  ZRefundDetailsResponse,
  ZRefundHistoryResponse,
  ZRefundIdParams,
  ZRefundItemsResponse,
  ZRefundStatusResponse,
  ZRefundTransactionsResponse,
} from '@backoffice/domain/refunds';
import type { AreaModule } from '../../../core/http';
import { refundDetails } from './refund-details.service';
import { refundHistory } from './refund-history.service';
import { refundItems } from './refund-items.service';
import { refundStatus } from './refund-status.service';
import { refundTransactions } from './refund-transactions.service';

/** One refund's reads for Finance (docs/refunds.md "One refund"). */
export const refundDetailsRoutes: AreaModule = (api, ctx) => {
  const read = { capability: 'refunds:view' } as const;
  const reads = [
    [
      P.details,
      'A refund with its cart, payment, bank details, trouble and history',
      ZRefundDetailsResponse,
      refundDetails,
    ],
    [
      P.items,
      "The refund's cart items with the refund and automation statuses",
      ZRefundItemsResponse,
      refundItems,
    ],
    [
      P.status,
      'The statuses and the actions a refund allows now',
      ZRefundStatusResponse,
      refundStatus,
    ],
    [
      P.transactions,
      'The refund transaction details (the order payments)',
      ZRefundTransactionsResponse,
      refundTransactions,
    ],
    [P.history, "The gateway's refunds of a refund", ZRefundHistoryResponse, refundHistory],
  ] as const;
  for (const [path, summary, response, read_] of reads) {
    api.get(
      path,
      { config: read, schema: { summary, params: ZRefundIdParams, response: { 200: response } } },
      (request) => read_(ctx, request.params.refund_id),
    );
  }
};
