import {
  ZCancellationRequest,
  ZCartRequestResponse,
  ZUrgentDeliveryRequest,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { requestCancellation } from './cancellation-request.service';
import { requestUrgentDelivery } from './urgent-delivery.service';

/** The order page's Urgent Delivery and Cancellation Request actions (000 section 7). */
export const orderRequestsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/urgent-delivery/',
    {
      config: { capability: 'orders:raise-request' },
      schema: {
        summary: 'Ask for the urgent delivery of a cart that is not delivered yet',
        body: ZUrgentDeliveryRequest,
        response: { 200: ZCartRequestResponse },
      },
    },
    (request) => requestUrgentDelivery(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/cancellation-request/',
    {
      config: { capability: 'orders:raise-request', idempotencyKey: 'required' },
      schema: {
        summary: 'Request the cancellation of a cart that is not delivered yet',
        body: ZCancellationRequest,
        response: { 200: ZCartRequestResponse },
      },
    },
    (request) => requestCancellation(ctx, callerOf(request), request.body),
  );
};
