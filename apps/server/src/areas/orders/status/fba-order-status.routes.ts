import { ZUpdateOrderRequest, ZUpdateOrderResponse } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { updateFbaOrder } from './fba-order-status.service';

/** The status change of marketplace-fulfilled (FBA) carts, with their own table of statuses. */
export const fbaOrderStatusRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/update-fba-order/',
    {
      config: { capability: 'orders:update-status', idempotencyKey: 'required' },
      schema: {
        summary:
          "Change a marketplace-fulfilled cart's status (success false: the rules refuse it)",
        body: ZUpdateOrderRequest,
        response: { 200: ZUpdateOrderResponse },
      },
    },
    (request) => updateFbaOrder(ctx, callerOf(request), request.body),
  );
};
