import {
  quickCommerceAffiliates,
  ZPlaceOrderAnswer,
  ZQuickCommerceAffiliatesResponse,
  ZQuickCommerceOrderRequest,
} from '@backoffice/domain/sales/place-order';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { placeOrder } from './place-order.service';

/**
 * Quick commerce (docs/sales.md, "Quick commerce"): the channels the Quick Commerce Manager and
 * Agent order for, and their bulk order, placed through the same path as every console order
 * (priced on the server, quantities within the model's minimum and the stock, counted, audited,
 * once per Idempotency-Key).
 */
export const quickCommerceRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/affiliates/quick-commerce/',
    {
      config: { capability: 'orders:quick-commerce' },
      schema: {
        summary: 'The quick-commerce channels (15, 16, 17), each with the order type of its list',
        response: { 200: ZQuickCommerceAffiliatesResponse },
      },
    },
    () => quickCommerceAffiliates(),
  );

  api.post(
    '/api/affiliates/quick-commerce/orders/',
    {
      config: { capability: 'orders:quick-commerce', idempotencyKey: 'required' },
      schema: {
        summary:
          'Place a bulk order on a quick-commerce channel: typed quantities at least the ' +
          "model's minimum and at most the stock. Send an Idempotency-Key header.",
        body: ZQuickCommerceOrderRequest,
        response: { 200: ZPlaceOrderAnswer },
      },
    },
    (request) => placeOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
