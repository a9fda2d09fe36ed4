import { ZEditCustomerRequest } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { actorOf, signedIn } from '../../../plugins/auth';
import { ZOrderDetails } from '../details/order-details.schemas';
import { editCustomer } from './order-customer.service';

/** POST /api/edit-customer/: the order page's customer address popup (001 section 5). */
export const orderCustomerRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/edit-customer/',
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: "Change an order's shipping and billing addresses; answers the order",
        body: ZEditCustomerRequest,
        response: { 200: ZOrderDetails },
      },
    },
    (request) => editCustomer(ctx, signedIn(request).principal, actorOf(request), request.body),
  );
};
