import {
  RETURN_REQUEST_PATHS as P,
  ZAgentReturnListParams,
  ZReturnCountsParams,
  ZReturnCountsQuery,
  ZReturnListParams,
  ZReturnListQuery,
  ZReturnListResponse,
  ZReturnSearchQuery,
  ZReturnTabCountsResponse,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { returnList, returnTabCounts, searchReturnList } from './return-lists.service';

/**
 * The returns lists (000 section 7: return-replace-orders/..., its /search/ variant and
 * return-replace-ops/...). `role` is accepted as the spec sends it; the server reads the caller's
 * roles from the session, never from the query.
 */
export const returnListsRoutes: AreaModule = (api, ctx) => {
  api.get(
    P.tabCounts,
    {
      config: { capability: 'returns:list' },
      schema: {
        summary: 'The count of every returns tab of a platform (and of one agent with cet_uid)',
        params: ZReturnCountsParams,
        querystring: ZReturnCountsQuery,
        response: { 200: ZReturnTabCountsResponse },
      },
    },
    (request) =>
      returnTabCounts(ctx, callerOf(request).principal, {
        kind: 'returns',
        platform: request.params.platform,
        cetUid: request.query.cet_uid,
      }),
  );
  api.get(
    P.search,
    {
      config: { capability: 'returns:list' },
      schema: {
        summary: 'The carts of one order in a return status',
        params: ZReturnCountsParams,
        querystring: ZReturnSearchQuery,
        response: { 200: ZReturnListResponse },
      },
    },
    (request) =>
      searchReturnList(
        ctx,
        callerOf(request).principal,
        { kind: 'returns', platform: request.params.platform },
        request.query.order_id,
      ),
  );
  api.get(
    P.list,
    {
      config: { capability: 'returns:list' },
      schema: {
        summary: 'One tab of the returns list, newest first',
        params: ZReturnListParams,
        querystring: ZReturnListQuery,
        response: { 200: ZReturnListResponse },
      },
    },
    (request) =>
      returnList(
        ctx,
        callerOf(request).principal,
        { kind: 'returns', platform: request.params.platform, slug: request.params.slug },
        request.query,
      ),
  );
  api.get(
    P.agentList,
    {
      // A Team Leader's view of one agent: team:lead opens it, returns:list is checked too.
      config: { capability: 'team:lead' },
      schema: {
        summary: "One tab of an agent's returns list (a Team Leader's view)",
        params: ZAgentReturnListParams,
        querystring: ZReturnListQuery,
        response: { 200: ZReturnListResponse },
      },
    },
    (request) =>
      returnList(
        ctx,
        callerOf(request).principal,
        {
          kind: 'returns',
          platform: request.params.platform,
          slug: request.params.slug,
          cetUid: request.params.cet_uid,
        },
        request.query,
      ),
  );
  api.get(
    P.opsTabCounts,
    {
      config: { capability: 'returns:ops' },
      schema: {
        summary: "The count of every tab of the warehouse end's returns list",
        params: ZReturnCountsParams,
        response: { 200: ZReturnTabCountsResponse },
      },
    },
    (request) =>
      returnTabCounts(ctx, callerOf(request).principal, {
        kind: 'ops',
        platform: request.params.platform,
      }),
  );
  api.get(
    P.opsList,
    {
      config: { capability: 'returns:ops' },
      schema: {
        summary: "One tab of the warehouse end's returns list, newest first",
        params: ZReturnListParams,
        querystring: ZReturnListQuery,
        response: { 200: ZReturnListResponse },
      },
    },
    (request) =>
      returnList(
        ctx,
        callerOf(request).principal,
        { kind: 'ops', platform: request.params.platform, slug: request.params.slug },
        request.query,
      ),
  );
};
