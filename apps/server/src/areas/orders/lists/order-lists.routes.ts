import {
  ZListQuery,
  ZOrderListResponse,
  ZTabCountsQuery,
  ZTabCountsResponse,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { signedIn } from '../../../plugins/auth';
import { ZAgentListParams, ZListParams, ZPlatformParams } from './list-params';
import { tabCounts, workList } from './order-lists.service';

/**
 * The OC and RT work lists. orders:work-lists opens the paths; the service checks the `role`
 * query against orders:oc-list / orders:rt-list, and team:lead for another agent's list.
 */
export const orderListsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/list-of-all-orders/tab-counts/:platform/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: "Carts per status tab of a team's list (optionally one agent's)",
        params: ZPlatformParams,
        querystring: ZTabCountsQuery,
        response: { 200: ZTabCountsResponse },
      },
    },
    (request) =>
      tabCounts(ctx, signedIn(request).principal, {
        team: request.query.role,
        platform: request.params.platform,
        cetUid: request.query.cet_uid,
      }),
  );

  api.get(
    '/api/list-of-all-orders/:platform/:slug/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: 'One page of a team work list: the carts of a status tab, newest first',
        params: ZListParams,
        querystring: ZListQuery,
        response: { 200: ZOrderListResponse },
      },
    },
    (request) =>
      workList(
        ctx,
        signedIn(request).principal,
        { team: request.query.role, ...request.params },
        request.query,
      ),
  );

  api.get(
    '/api/list-of-all-orders/:cet_uid/:platform/:slug/',
    {
      config: { capability: 'orders:work-lists' },
      schema: {
        summary: "One page of an agent's work list (another agent's: Team Leaders only)",
        params: ZAgentListParams,
        querystring: ZListQuery,
        response: { 200: ZOrderListResponse },
      },
    },
    (request) => {
      const { cet_uid, ...list } = request.params;
      return workList(
        ctx,
        signedIn(request).principal,
        { team: request.query.role, cetUid: cet_uid, ...list },
        request.query,
      );
    },
  );
};
