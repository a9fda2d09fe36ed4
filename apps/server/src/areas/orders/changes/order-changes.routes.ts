import { ZCartPid } from '@backoffice/domain/orders';
import {
  ZFutureDeliveryQuery,
  ZSplitCartRequest,
  ZUpdateDeliveryDateRequest,
} from '@backoffice/domain/sales/payments';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { futureDeliveryOffer, updateDeliveryDate } from './future-delivery.service';
import { splitCart, splitCartTemplate } from './split-cart.service';

const ZDateRange = z.object({ start_date: z.string(), end_date: z.string() });

const ZSplitCartTemplate = z.object({
  cart_pid: z.number().int(),
  affiliate_id: z.number().int(),
  order_random_id: z.string(),
  item_sku: z.string(),
  item_name: z.string(),
  item_dimensions: z.string(),
  item_quantity: z.number().int(),
  min_quantity: z.number().int(),
  max_quantity: z.number().int(),
  invoice_numbers: z.array(z.string()),
  version: z.number().int(),
  refusal: z.string().nullable(),
});

/** Order changes that need no catalogue: split cart and future delivery (docs/sales.md). */
export const orderChangesRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/split-cart/:cart_pid/',
    {
      config: { capability: 'orders:split-cart' },
      schema: {
        summary: 'The split popup of a cart: its quantity, invoices and whether it may split',
        params: z.object({ cart_pid: z.coerce.number().pipe(ZCartPid) }),
        querystring: z.object({
          affiliate_id: z.coerce.number().int().min(0).max(99).optional(),
        }),
        response: { 200: ZSplitCartTemplate },
      },
    },
    (request) => splitCartTemplate(ctx, request.params.cart_pid, request.query.affiliate_id),
  );

  api.post(
    '/api/split-cart/',
    {
      config: { capability: 'orders:split-cart' },
      schema: {
        summary: 'Move some items of a cart to a new cart of the same order',
        body: ZSplitCartRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            cart_pid: z.number().int(),
            version: z.number().int(),
            new_cart_pid: z.number().int(),
          }),
        },
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
        response: {
          200: z.object({
            cart_pid: z.number().int(),
            version: z.number().int(),
            cx_request_date: z.string().nullable(),
            date_ranges: z.array(ZDateRange),
            message: z.string().nullable(),
          }),
        },
      },
    },
    (request) => futureDeliveryOffer(ctx, request.query.cart_pid),
  );

  api.post(
    '/api/update-delivery-date/',
    {
      config: { capability: 'orders:future-delivery' },
      schema: {
        summary: "Move a cart's delivery to a date the customer asked for",
        body: ZUpdateDeliveryDateRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            cart_pid: z.number().int(),
            version: z.number().int(),
            cx_request_date: z.string(),
          }),
        },
      },
    },
    (request) => updateDeliveryDate(ctx, callerOf(request), request.body),
  );
};
