import {
  ZAssignCetRequest,
  ZAssignCetResponse,
  ZQueryConcernMemberResponse,
  ZQueryConcernQuery,
} from '@backoffice/domain/calls/team';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
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
