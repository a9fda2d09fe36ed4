import {
  ZCancelOrderRequest,
  ZCancelOrderResponse,
  ZUpdateOrderRequest,
  ZUpdateOrderResponse,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { cancelOrder } from './order-cancellation.service';
import { updateOrder } from './order-status.service';

/** Status changes of carts: one cart (update-order) or a whole order to Cancelled. */
export const orderStatusRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/update-order/',
    {
      config: { capability: 'orders:update-status', idempotencyKey: 'required' },
      schema: {
        summary: "Change a cart's status with a comment (success false: the rules refuse it)",
        body: ZUpdateOrderRequest,
        response: { 200: ZUpdateOrderResponse },
      },
    },
    (request) => updateOrder(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/cancel-universal-order/',
    {
      config: { capability: 'orders:cancel', idempotencyKey: 'required' },
      schema: {
        summary: 'Cancel every cart of an order that the rules let the caller cancel',
        body: ZCancelOrderRequest,
        response: { 200: ZCancelOrderResponse },
      },
    },
    (request) => cancelOrder(ctx, callerOf(request), request.body),
  );
};
