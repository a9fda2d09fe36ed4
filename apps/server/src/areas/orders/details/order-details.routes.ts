import {
  ZAddOrderCommentRequest,
  ZAddOrderCommentResponse,
  ZOrderCommentsResponse,
  ZOrderDetails,
  ZOrderHistoryResponse,
  ZOrderRandomIdParam,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { signedIn } from '../../../plugins/auth';
import { addOrderComment, commentsOfOrder } from './order-comments.service';
import { orderDetails } from './order-details.service';
import { orderHistory } from './order-history.service';

/** The order page's own reads and its comments (docs/orders.md, "The order page"). */
export const orderDetailsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/backend-orders/:order_random_id/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'An order with its customer, addresses, totals and carts',
        params: ZOrderRandomIdParam,
        response: { 200: ZOrderDetails },
      },
    },
    (request) => orderDetails(ctx, signedIn(request).principal, request.params.order_random_id),
  );

  api.get(
    '/api/comments/:order_random_id/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The comments of an order and its carts, newest first',
        params: ZOrderRandomIdParam,
        response: { 200: ZOrderCommentsResponse },
      },
    },
    (request) => commentsOfOrder(ctx, request.params.order_random_id),
  );

  api.post(
    '/api/update-universal-order-comments/',
    {
      config: { capability: 'orders:comment' },
      schema: {
        summary: 'Add a comment to an order or one of its carts',
        body: ZAddOrderCommentRequest,
        response: { 200: ZAddOrderCommentResponse },
      },
    },
    (request) => addOrderComment(ctx, callerOf(request), request.body),
  );

  api.get(
    '/api/list-of-modified-orders/:order_random_id/',
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'Who changed an order or its carts, when, what and why (newest first)',
        params: ZOrderRandomIdParam,
        response: { 200: ZOrderHistoryResponse },
      },
    },
    (request) => orderHistory(ctx, request.params.order_random_id),
  );
};
