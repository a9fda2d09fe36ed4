import {
  RETURN_OPERATION_PATHS as P,
  ZCreditHistoryResponse,
  ZRefundDetailResponse,
  ZRefundInitiatedResponse,
  ZRequestRefund,
  ZReturnCartQuery,
  ZReturnMessageResponse,
  ZRtsAction,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { creditHistory, refundDetail } from './refund-reads.service';
import { requestRefund } from './request-refund.service';
import { refundRts, reshipRts } from './rts.service';

/** The money of returns (docs/returns.md "Refunds of returns and RTS"). */
export const returnRefundsRoutes: AreaModule = (api, ctx) => {
  const money = { capability: 'returns:approve', idempotencyKey: 'required' } as const;
  const read = { capability: 'orders:search' } as const;
  api.post(
    P.requestRefund,
    {
      config: money,
      schema: {
        summary: 'Initiate the refund of a return (return-orders)',
        body: ZRequestRefund,
        response: { 200: ZRefundInitiatedResponse },
      },
    },
    (request) => requestRefund(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.rtsRefund,
    {
      config: money,
      schema: {
        summary: 'Refund an RTS cart (rts-refunds) and resolve it',
        body: ZRtsAction,
        response: { 200: ZRefundInitiatedResponse },
      },
    },
    (request) => refundRts(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.rtsReship,
    {
      config: money,
      schema: {
        summary: 'Ship an RTS cart again (back to Confirmed)',
        body: ZRtsAction,
        response: { 200: ZReturnMessageResponse },
      },
    },
    (request) => reshipRts(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.get(
    P.refundDetail,
    {
      config: read,
      schema: {
        summary: "A cart's refunds",
        querystring: ZReturnCartQuery,
        response: { 200: ZRefundDetailResponse },
      },
    },
    (request) => refundDetail(ctx, request.query),
  );
  api.get(
    P.creditHistory,
    {
      config: read,
      schema: {
        summary: "The credit transaction history of a cart's order",
        querystring: ZReturnCartQuery,
        response: { 200: ZCreditHistoryResponse },
      },
    },
    (request) => creditHistory(ctx, request.query),
  );
};
