import {
  ZListSearchQuery,
  ZOrderCxSearchResponse,
  ZOrderListSearchResponse,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { ZListParams } from './list-params';
import { searchWorkList } from './list-search.service';

/**
 * The search of a work list (spec 000 section 7: GET /list-of-search-orders/{a}/{b}/ with role
 * and isOnlyCXDetails). orders:work-lists opens the path; the service applies the list's rules.
 */
export const listSearchRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/list-of-search-orders/:platform/:slug/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary:
          "Search one work list ([cet_uid] as the list's agent): the tab's carts whose order " +
          'the term (order id, cart id, mobile, e-mail or name prefix) matches, newest first, ' +
          'with work-list rows, or only the customer-experience details with isOnlyCXDetails=true',
        params: ZListParams,
        querystring: ZListSearchQuery,
        // The full rows first: a customer-experience row lacks their prices and is not one.
        response: { 200: ZOrderListSearchResponse.or(ZOrderCxSearchResponse) },
      },
    },
    (request) => {
      const { cet_uid, ...query } = request.query;
      return searchWorkList(
        ctx,
        signedIn(request).principal,
        { team: query.role, cetUid: cet_uid, ...request.params },
        query,
      );
    },
  );
};
