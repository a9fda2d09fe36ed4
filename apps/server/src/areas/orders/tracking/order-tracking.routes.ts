import {
  ZCartTrackResponse,
  ZPddBreakdownResponse,
  ZRequestedDateLogResponse,
  ZShippingLabelHistoryResponse,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { ZCartPidParam } from './cart-param';
import { pddOfCart, requestedDateLog, shippingLabelHistory } from './order-tracking-logs.service';
import { cartTrackData } from './order-tracking.service';

/** A cart's tracking popups: Track Order, shipping label history, PDD breakdown, requested dates. */
export const orderTrackingRoutes: AreaModule = (api, ctx) => {
  const read = { config: { capability: 'orders:search' as const } };

  api.get(
    '/api/cart-track-data/:cart_pid/',
    {
      ...read,
      schema: {
        summary: "A cart's tracking steps and its courier's scans",
        params: ZCartPidParam,
        response: { 200: ZCartTrackResponse },
      },
    },
    (request) => cartTrackData(ctx, request.params.cart_pid),
  );

  api.get(
    '/api/shipping-label-transit-history/:cart_pid/',
    {
      ...read,
      schema: {
        summary: "A cart's shipping labels and their moves between warehouses",
        params: ZCartPidParam,
        response: { 200: ZShippingLabelHistoryResponse },
      },
    },
    (request) => shippingLabelHistory(ctx, request.params.cart_pid),
  );

  api.get(
    '/api/pdd-breakdown/:cart_pid/',
    {
      ...read,
      schema: {
        summary: "Planned and actual times of a cart's promised delivery date",
        params: ZCartPidParam,
        response: { 200: ZPddBreakdownResponse },
      },
    },
    (request) => pddOfCart(ctx, request.params.cart_pid),
  );

  api.get(
    '/api/requested-date-log/:cart_pid/',
    {
      ...read,
      schema: {
        summary: 'The delivery and pickup dates asked for a cart, newest first',
        params: ZCartPidParam,
        response: { 200: ZRequestedDateLogResponse },
      },
    },
    (request) => requestedDateLog(ctx, request.params.cart_pid),
  );
};
