import { z } from 'zod';

/** One entry of an order's modification history (a view of the audit log). */
export const ZOrderHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  entity: z.enum(['order', 'cart']),
  entity_id: z.string(),
  actor_login_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  reason: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** GET /api/list-of-modified-orders/:order_random_id/, newest first. */
export const ZOrderHistoryResponse = z.object({ results: z.array(ZOrderHistoryEntry) });
export type OrderHistoryResponse = z.infer<typeof ZOrderHistoryResponse>;
