import {
  ZQaReviewRequest,
  ZQaReviewResponse,
  ZQaReviewsQuery,
  ZQaReviewsResponse,
} from '@backoffice/domain/calls/team';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { addQaReview, listQaReviews } from './qa-reviews.service';

/** QA and review of agents' work (/qaandreview/): QA agents and Team Leaders. */
export const qaReviewsRoutes: AreaModule = (api, ctx) => {
  api.get(
    '/api/qaandreview/',
    {
      config: { capability: 'calls:qa-review' },
      schema: {
        summary: "QA reviews newest first, all or one agent's",
        querystring: ZQaReviewsQuery,
        response: { 200: ZQaReviewsResponse },
      },
    },
    (request) => listQaReviews(ctx, request.query),
  );

  api.post(
    '/api/qaandreview/',
    {
      config: { capability: 'calls:qa-review' },
      schema: {
        summary: "Review an agent's work: a score from 1 to 5 with comments",
        body: ZQaReviewRequest,
        response: { 200: ZQaReviewResponse },
      },
    },
    (request) => addQaReview(ctx, callerOf(request), request.body),
  );
};
