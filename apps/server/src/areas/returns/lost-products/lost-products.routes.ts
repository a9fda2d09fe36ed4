import {
  RETURN_OPERATION_PATHS as P,
  ZCreateLostProductOrder,
  ZLostProductOrderResponse,
  ZLostStatusChange,
  ZReturnStepResponse,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { createLostProductOrder } from './lost-product-order.service';
import { markLostProduct } from './lost-status.service';

/** Lost products (docs/returns.md "Lost products"): marking one lost, and its new order. */
export const lostProductsRoutes: AreaModule = (api, ctx) => {
  api.post(
    P.lostStatusChange,
    {
      config: { capability: 'returns:approve', idempotencyKey: 'required' },
      schema: {
        summary: 'Mark a returning product lost, with its lost date',
        body: ZLostStatusChange,
        response: { 200: ZReturnStepResponse },
      },
    },
    (request) => markLostProduct(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
  api.post(
    P.createLostProductOrder,
    {
      config: { capability: 'returns:approve', idempotencyKey: 'required' },
      schema: {
        summary: 'Send a lost product again in a new order, free of charge',
        body: ZCreateLostProductOrder,
        response: { 200: ZLostProductOrderResponse },
      },
    },
    (request) =>
      createLostProductOrder(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
