import { z } from 'zod';
import { ZMemberRef, teamPage } from './shared';

/** A QA review of an agent's work. */
export const ZQaReview = z.object({
  id: z.number().int(),
  agent: ZMemberRef,
  order_random_id: z.string().nullable(),
  score: z.number().int(),
  comments: z.string(),
  reviewed_by: ZMemberRef,
  created_at: z.string(),
});
export type QaReview = z.infer<typeof ZQaReview>;

/** GET /api/qaandreview/, newest first. */
export const ZQaReviewsResponse = teamPage(ZQaReview);
export type QaReviewsResponse = z.infer<typeof ZQaReviewsResponse>;

/** POST /api/qaandreview/. */
export const ZQaReviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  review: ZQaReview,
});
export type QaReviewResponse = z.infer<typeof ZQaReviewResponse>;
