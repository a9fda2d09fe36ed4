import { ZCartCompleteDetails, ZCartCompleteDetailsQuery } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { ZCartPidParam } from '../tracking/cart-param';
import { cartCompleteDetails } from './cart-complete-details.service';

/** One cart with everything the order page shows of it (docs/orders.md, "Cart details"). */
export const cartCompleteDetailsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/cart-complete-details/:cart_pid/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'A cart with its bill, dockets, invoices, history and requests',
        params: ZCartPidParam,
        querystring: ZCartCompleteDetailsQuery,
        response: { 200: ZCartCompleteDetails },
      },
    },
    (request) =>
      cartCompleteDetails(
        ctx,
        signedIn(request).principal,
        request.params.cart_pid,
        request.query.affiliate_id,
      ),
  );
};
