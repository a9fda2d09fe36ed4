import {
  ZDistributionOrderAnswer,
  ZDistributionOrderRequest,
} from '@backoffice/domain/distribution';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { placeDistributionOrder } from './place-distribution-order.service';

/** Placing a distributor order (/place-distrbution-order; docs/distribution.md). */
export const distributionOrderRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/place-distrbution-order/',
    {
      config: { capability: 'distribution:orders', idempotencyKey: 'required' },
      schema: {
        summary:
          'Place an order for an active distributor on channel 5 at distributor prices, paid by ' +
          'dealer credit (refused if it would overdraw the credit limit) or COD where toggled. ' +
          'Send an Idempotency-Key header: a retry with the same key answers the first answer.',
        body: ZDistributionOrderRequest,
        response: { 200: ZDistributionOrderAnswer },
      },
    },
    (request) =>
      placeDistributionOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
