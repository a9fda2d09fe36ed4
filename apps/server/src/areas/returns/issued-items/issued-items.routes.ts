import {
  ZCartIssuedItemsResponse,
  ZCartPartsResponse,
  ZFulfilMissingItemRequest,
  ZIssueCartParams,
  ZIssueItemsAnswer,
  ZIssueItemsRequest,
  ZIssuePackagingRequest,
  ZMissingItemFulfilledResponse,
  ZMissingItemParams,
  ZMissingItemsQuery,
  ZMissingItemsResponse,
} from '@backoffice/domain/returns';
import type { AreaModule } from '../../../core/http';
import { idempotentRequest } from '../../../core/idempotency/idempotency';
import { callerOf } from '../../../core/use-case';
import { cartIssuedItems, cartParts } from './cart-issues.service';
import { issueItems } from './issue-items.service';
import { fulfilMissingItem, listMissingItems } from './missing-items.service';

/**
 * Items issued without a return (001 "issue packaging", "issue": packaging, accessories, parts,
 * packages, missing items) and the /missing-items screen's calls (OPS or TECH).
 */
export const issuedItemsRoutes: AreaModule = (api, ctx) => {
  api.post(
    '/api/returns/issue-items/',
    {
      config: { capability: 'returns:request', idempotencyKey: 'required' },
      schema: {
        summary: 'Issue a missing item, an accessory, parts or packages for a cart',
        body: ZIssueItemsRequest,
        response: { 200: ZIssueItemsAnswer },
      },
    },
    (request) => issueItems(ctx, callerOf(request), request.body, idempotentRequest(request)),
  );

  api.post(
    '/api/returns/issue-packaging/',
    {
      config: { capability: 'returns:request', idempotencyKey: 'required' },
      schema: {
        summary: 'Issue packaging material for a cart’s packages',
        body: ZIssuePackagingRequest,
        response: { 200: ZIssueItemsAnswer },
      },
    },
    (request) =>
      issueItems(
        ctx,
        callerOf(request),
        { ...request.body, item_type_id: 4 },
        idempotentRequest(request),
      ),
  );

  api.get(
    '/api/returns/cart-parts/:cart_pid/',
    {
      config: { capability: 'returns:request' },
      schema: {
        summary: 'The parts of a cart’s item, for the multiple-parts picker',
        params: ZIssueCartParams,
        response: { 200: ZCartPartsResponse },
      },
    },
    (request) => cartParts(ctx, request.params.cart_pid),
  );

  api.get(
    '/api/returns/issued-items/:cart_pid/',
    {
      config: { capability: 'returns:request' },
      schema: {
        summary: 'The items issued for a cart, newest first',
        params: ZIssueCartParams,
        response: { 200: ZCartIssuedItemsResponse },
      },
    },
    (request) => cartIssuedItems(ctx, request.params.cart_pid),
  );

  api.get(
    '/api/missing-items/',
    {
      config: { capability: 'warehouse:fulfilment' },
      schema: {
        summary: 'A page of missing items to send (pending by default), newest first',
        querystring: ZMissingItemsQuery,
        response: { 200: ZMissingItemsResponse },
      },
    },
    (request) => listMissingItems(ctx, request.query),
  );

  api.post(
    '/api/missing-items/:id/fulfil/',
    {
      config: { capability: 'warehouse:fulfilment', idempotencyKey: 'required' },
      schema: {
        summary: 'Mark a missing item sent to the customer',
        params: ZMissingItemParams,
        body: ZFulfilMissingItemRequest,
        response: { 200: ZMissingItemFulfilledResponse },
      },
    },
    (request) =>
      fulfilMissingItem(
        ctx,
        callerOf(request),
        request.params.id,
        request.body,
        idempotentRequest(request),
      ),
  );
};
