import { ZNewOrderStatusQuery, ZNewOrderStatusResponse } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { newOrderStatus } from './new-order-status.service';

/**
 * The OC agent's New Order situation. orders:work-lists opens the path like the work lists; the
 * service checks orders:oc-list, and team:lead for another agent's.
 */
export const newOrderStatusRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/new-order-current-status/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: "An OC agent's New Order carts: how many, and the oldest to work next",
        querystring: ZNewOrderStatusQuery,
        response: { 200: ZNewOrderStatusResponse },
      },
    },
    (request) => newOrderStatus(ctx, signedIn(request).principal, request.query.cet_uid),
  );
};
