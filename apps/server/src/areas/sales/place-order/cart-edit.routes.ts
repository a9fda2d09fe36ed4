import {
  ZBackendOrderQuery,
  ZBackendOrderResponse,
  ZEditCartAnswer,
  ZEditCartRequest,
} from '@backoffice/domain/sales/place-order';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { callerOf } from '../../../core/use-case';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { backendOrder, editCart } from './cart-edit.service';

/** Changing a cart's item, size or quantity (docs/sales.md "Cart edit"). */
export const cartEditRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/backend-order/',
    {
      config: { capability: 'orders:edit-cart' },
      schema: {
        summary: 'The cart the cart-edit screen changes, with its order and modifications',
        querystring: ZBackendOrderQuery,
        response: { 200: ZBackendOrderResponse },
      },
    },
    (request) => backendOrder(ctx, signedIn(request).principal, request.query),
  );

  api.post(
    '/api/editcart/',
    {
      config: { capability: 'orders:edit-cart', idempotencyKey: 'required' },
      schema: {
        summary:
          "Modify a cart's item, size or quantity and settle the difference, against the cart's " +
          'version. Send an Idempotency-Key header: a retry with the same key answers the first answer.',
        body: ZEditCartRequest,
        response: { 200: ZEditCartAnswer },
      },
    },
    (request) => editCart(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
