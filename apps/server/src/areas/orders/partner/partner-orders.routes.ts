import {
  ZConfirmPartnerOrderAnswer,
  ZConfirmPartnerOrderRequest,
  ZPartnerOrdersQuery,
  ZPartnerOrdersResponse,
} from '@backoffice/domain/sales/payments';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { confirmPartnerOrder, partnerOrders } from './partner-orders.service';

/** Pending partner-store orders (/search-hc-order) for Superk and Homecentre agents. */
export const partnerOrdersRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/search-hc-order/',
    {
      config: { capability: 'orders:partner-pending' },
      schema: {
        summary: "The caller's store channel's orders waiting for confirmation, newest first",
        querystring: ZPartnerOrdersQuery,
        response: { 200: ZPartnerOrdersResponse },
      },
    },
    (request) => partnerOrders(ctx, signedIn(request), request.query),
  );

  api.post(
    '/api/confirm-hc-order/',
    {
      config: { capability: 'orders:partner-pending', idempotencyKey: 'required' },
      schema: {
        summary: 'Confirm a pending partner-store order with its advance receipt id',
        body: ZConfirmPartnerOrderRequest,
        response: { 200: ZConfirmPartnerOrderAnswer },
      },
    },
    (request) => confirmPartnerOrder(ctx, callerOf(request), request.body),
  );
};
