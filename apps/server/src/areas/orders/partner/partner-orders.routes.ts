import { ZStatusId } from '@backoffice/domain/orders';
import {
  ZConfirmPartnerOrderRequest,
  ZPartnerOrdersQuery,
} from '@backoffice/domain/sales/payments';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { confirmPartnerOrder, partnerOrders } from './partner-orders.service';

const ZPartnerOrdersResponse = z.object({
  count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  results: z.array(
    z.object({
      order_random_id: z.string(),
      affiliate_id: z.number().int(),
      channel: z.string(),
      customer_name: z.string(),
      mobile_number: z.string(),
      created_at: z.string(),
      amount: z.number(),
      carts: z.array(
        z.object({
          cart_pid: z.number().int(),
          item_name: z.string(),
          item_quantity: z.number().int(),
          orm_order_status: ZStatusId,
          status_label: z.string(),
        }),
      ),
    }),
  ),
});

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
      config: { capability: 'orders:partner-pending' },
      schema: {
        summary: 'Confirm a pending partner-store order with its advance receipt id',
        body: ZConfirmPartnerOrderRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            order_random_id: z.string(),
            confirmed: z.array(z.number().int()),
          }),
        },
      },
    },
    (request) => confirmPartnerOrder(ctx, callerOf(request), request.body),
  );
};
