import { ZEditCustomerRequest, ZOrderDetails } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { editCustomer } from './order-customer.service';

/** POST /api/edit-customer/: the order page's customer address popup (001 section 5). */
export const orderCustomerRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/edit-customer/',
    {
      config: { capability: 'orders:edit-customer' },
      schema: {
        summary: "Change an order's shipping and billing addresses; answers the order",
        body: ZEditCustomerRequest,
        response: { 200: ZOrderDetails },
      },
    },
    (request) => editCustomer(ctx, callerOf(request), request.body),
  );
};
