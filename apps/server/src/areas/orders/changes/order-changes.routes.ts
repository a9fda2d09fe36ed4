import {
  ZCartChannelQuery,
  ZCartPidParam,
  ZDeliveryDateAnswer,
  ZFutureDeliveryOffer,
  ZFutureDeliveryQuery,
  ZSplitCartAnswer,
  ZSplitCartRequest,
  ZSplitCartTemplate,
  ZUpdateDeliveryDateRequest,
} from '@backoffice/domain/sales/payments';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { futureDeliveryOffer, updateDeliveryDate } from './future-delivery.service';
import { splitCart, splitCartTemplate } from './split-cart.service';

/** Order changes that need no catalogue: split cart and future delivery (docs/sales.md). */
export const orderChangesRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/split-cart/:cart_pid/',
    {
      config: { capability: 'orders:split-cart' },
      schema: {
        summary: 'The split popup of a cart: its quantity, invoices and whether it may split',
        params: ZCartPidParam,
        querystring: ZCartChannelQuery,
        response: { 200: ZSplitCartTemplate },
      },
    },
    (request) => splitCartTemplate(ctx, request.params.cart_pid, request.query.affiliate_id),
  );

  api.post(
    '/api/split-cart/',
    {
      config: { capability: 'orders:split-cart', idempotencyKey: 'required' },
      schema: {
        summary: 'Move some items of a cart to a new cart of the same order',
        body: ZSplitCartRequest,
        response: { 200: ZSplitCartAnswer },
      },
    },
    (request) => splitCart(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/update-delivery-date/',
    {
      config: { capability: 'orders:future-delivery' },
      schema: {
        summary: 'The delivery dates a cart may move to (or the reason it may not)',
        querystring: ZFutureDeliveryQuery,
        response: { 200: ZFutureDeliveryOffer },
      },
    },
    (request) => futureDeliveryOffer(ctx, request.query.cart_pid),
  );

  api.post(
    '/api/update-delivery-date/',
    {
      config: { capability: 'orders:future-delivery', idempotencyKey: 'required' },
      schema: {
        summary: "Move a cart's delivery to a date the customer asked for",
        body: ZUpdateDeliveryDateRequest,
        response: { 200: ZDeliveryDateAnswer },
      },
    },
    (request) => updateDeliveryDate(ctx, callerOf(request), request.body),
  );
};
