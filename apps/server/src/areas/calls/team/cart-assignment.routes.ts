import {
  ZAssignCetRequest,
  ZAssignCetResponse,
  ZBulkAssignRequest,
  ZQueryConcernMemberResponse,
  ZQueryConcernQuery,
} from '@backoffice/domain/calls/team';
import { ZBulkResponse } from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { bulkAssign } from './bulk-assign.service';
import { assignCarts } from './cart-assignment.service';
import { queryConcernMember } from './query-concern.service';

/** Who works an order's carts: a Team Leader's reassignment, and whom to ask about a cart. */
export const cartAssignmentRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/update-assign-cet/',
    {
      config: { capability: 'team:assign' },
      schema: {
        summary: "Give carts of an order to an agent, at the carts' versions read",
        body: ZAssignCetRequest,
        response: { 200: ZAssignCetResponse },
      },
    },
    (request) => assignCarts(ctx, callerOf(request), request.body),
  );

  api.post(
    '/api/orders/bulk-assign/',
    {
      config: { capability: 'team:assign', idempotencyKey: 'required' },
      schema: {
        summary:
          'Give up to 100 carts of any orders to an agent, each at its version read and as ' +
          'update-assign-cet would: one result per cart',
        body: ZBulkAssignRequest,
        response: { 200: ZBulkResponse },
      },
    },
    (request) => bulkAssign(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/get-query-concern-member/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: "The agent working each cart of an order, and the agent's pod leader",
        querystring: ZQueryConcernQuery,
        response: { 200: ZQueryConcernMemberResponse },
      },
    },
    (request) => queryConcernMember(ctx, request.query.order_id),
  );
};
