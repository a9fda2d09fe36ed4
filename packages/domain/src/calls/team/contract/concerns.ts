import { z } from 'zod';
import { ZStatusId } from '../../../orders/order-requests';
import { ZMemberRef, ZPresence } from './shared';

/** Who to ask about a cart: the agent working it, how to reach them, and their pod leader. */
export const ZConcernMember = ZMemberRef.extend({
  email: z.string(),
  contact: z.string().nullable(),
  role: z.string(),
  presence: ZPresence,
  pod_leader: ZMemberRef.extend({ contact: z.string().nullable() }).nullable(),
});
export type ConcernMember = z.infer<typeof ZConcernMember>;

/** GET /api/get-query-concern-member/. */
export const ZQueryConcernMemberResponse = z.object({
  order_random_id: z.string(),
  carts: z.array(
    z.object({
      cart_pid: z.number().int(),
      item_name: z.string(),
      orm_order_status: ZStatusId,
      status_label: z.string(),
      member: ZConcernMember.nullable(),
    }),
  ),
});
export type QueryConcernMemberResponse = z.infer<typeof ZQueryConcernMemberResponse>;
