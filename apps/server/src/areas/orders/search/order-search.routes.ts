import { ZOrderSearchResponse, ZSearchQuery } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { searchOrders } from './order-search.service';

/** Universal search (spec 000 section 7: GET /universal-order-search/ with search). */
export const orderSearchRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/universal-order-search/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'Orders by order id, cart id, mobile, e-mail or name prefix, newest first',
        querystring: ZSearchQuery,
        response: { 200: ZOrderSearchResponse },
      },
    },
    (request) => searchOrders(ctx, request.query),
  );
};
