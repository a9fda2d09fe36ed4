import { z } from 'zod';
import { ZStatusId } from '../order-requests';

/** A comment on an order (001 section 3 "Comment"). */
export const ZOrderComment = z.object({
  id: z.number().int(),
  cart_pid: z.number().int().nullable(),
  order_status: ZStatusId.nullable(),
  status_label: z.string().nullable(),
  update_timestamp: z.string(),
  status_comments: z.string(),
  update_by_role: z.string(),
  cet_name: z.string(),
  call_disposition_details: z
    .object({
      category: z.string(),
      sub_category: z.string().nullable(),
      third_category: z.string().nullable(),
      call_detail_type: z.string().nullable(),
    })
    .nullable(),
});
export type OrderComment = z.infer<typeof ZOrderComment>;

/** GET /api/comments/:order_random_id/, newest first. */
export const ZOrderCommentsResponse = z.object({ results: z.array(ZOrderComment) });
export type OrderCommentsResponse = z.infer<typeof ZOrderCommentsResponse>;

/** POST /api/update-universal-order-comments/. */
export const ZAddOrderCommentResponse = z.object({
  success: z.literal(true),
  comment: ZOrderComment,
});
export type AddOrderCommentResponse = z.infer<typeof ZAddOrderCommentResponse>;
