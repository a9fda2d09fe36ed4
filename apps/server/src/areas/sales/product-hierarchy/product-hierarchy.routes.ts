import {
  ZApproveHierarchyAnswer,
  ZApproveHierarchyRequest,
  ZHierarchyRequest,
  ZHierarchyRequestList,
  ZHierarchyRequestQuery,
} from '@backoffice/domain/uploads';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { approveHierarchy } from './approve-hierarchy.service';
import { hierarchyRequestOf, pendingHierarchyRequests } from './product-hierarchy.queries';

const IDEMPOTENCY_NOTE =
  ' Send an Idempotency-Key header: a retry answers the first answer and approves nothing twice.';

/**
 * Product hierarchy approval (002 sections 3, 4 and 7): the requests the product configuration
 * sheets made, fetched and approved row by row or all at once. Designed paths: the spec gives
 * the payloads ({request_id}; {request_id, approval_ids}), not the paths.
 */
export const productHierarchyRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/product-configuration/requests/',
    {
      // The approval screen's request picker.
      config: { capability: 'products:hierarchy-approval' },
      schema: {
        summary: 'The product hierarchy requests with pending rows, newest first',
        response: { 200: ZHierarchyRequestList },
      },
    },
    async () => ({ results: await pendingHierarchyRequests(ctx.db) }),
  );

  api.get(
    '/api/product-hierarchy-approval/',
    {
      config: { capability: 'products:hierarchy-approval' },
      schema: {
        summary: 'fetch {request_id}: a product hierarchy request with its rows and their status',
        querystring: ZHierarchyRequestQuery,
        response: { 200: ZHierarchyRequest },
      },
    },
    (request) => hierarchyRequestOf(ctx.db, request.query.request_id),
  );

  api.post(
    '/api/product-hierarchy-approval/approve/',
    {
      config: { capability: 'products:hierarchy-approval', idempotencyKey: 'required' },
      schema: {
        summary:
          'approve {request_id, approval_ids}: approve the named rows, or every pending row for an empty list.' +
          IDEMPOTENCY_NOTE,
        body: ZApproveHierarchyRequest,
        response: { 200: ZApproveHierarchyAnswer },
      },
    },
    (request) => approveHierarchy(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );
};
