import { ZCancellationRequest, ZUrgentDeliveryRequest } from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { actorOf, signedIn } from '../../../plugins/auth';
import { requestCancellation, requestUrgentDelivery } from './order-requests.service';

const ZCartRequestResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  cart_pid: z.number().int(),
  version: z.number().int(),
});

/** The order page's Urgent Delivery and Cancellation Request actions (000 section 7). */
export const orderRequestsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/urgent-delivery/',
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: 'Ask for the urgent delivery of a cart that is not delivered yet',
        body: ZUrgentDeliveryRequest,
        response: { 200: ZCartRequestResponse },
      },
    },
    (request) => requestUrgentDelivery(ctx, signedIn(request), actorOf(request), request.body),
  );

  api.post(
    '/api/cancellation-request/',
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: 'Request the cancellation of a cart that is not delivered yet',
        body: ZCancellationRequest,
        response: { 200: ZCartRequestResponse },
      },
    },
    (request) => requestCancellation(ctx, signedIn(request), actorOf(request), request.body),
  );
};
