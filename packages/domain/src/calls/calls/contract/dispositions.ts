import { z } from 'zod';
import { USER_STATUSES } from '../../../identity/current-user';
import { DISPOSITION_SOURCE } from '../dispositions';

/** A node of the disposition tree: a category, a sub category or a third category. */
export const ZDispositionNode = z.object({ id: z.number().int(), name: z.string() });
export type DispositionNode = z.infer<typeof ZDispositionNode>;

export const ZDispositionSubCategory = ZDispositionNode.extend({
  third_categories: z.array(ZDispositionNode),
});
export type DispositionSubCategory = z.infer<typeof ZDispositionSubCategory>;

export const ZDispositionCategory = ZDispositionNode.extend({
  sub_categories: z.array(ZDispositionSubCategory),
});
export type DispositionCategory = z.infer<typeof ZDispositionCategory>;

/** GET /api/crm-dispositions/ (the spec's "response result"). */
export const ZDispositionCategoriesResponse = z.object({ result: z.array(ZDispositionCategory) });
export type DispositionCategoriesResponse = z.infer<typeof ZDispositionCategoriesResponse>;

/**
 * One active disposition reason of the flat list: a category (level 1, no parent), a sub
 * category (2) or a third category (3), with the reason it sits under.
 */
export const ZDispositionReason = ZDispositionNode.extend({
  level: z.number().int(),
  parent_id: z.number().int().nullable(),
});
export type DispositionReason = z.infer<typeof ZDispositionReason>;

/** GET /api/disposition-reasons/: every active reason, in display order. */
export const ZDispositionReasonsResponse = z.object({ result: z.array(ZDispositionReason) });
export type DispositionReasonsResponse = z.infer<typeof ZDispositionReasonsResponse>;

/** A reason to pause after a call. */
export const ZBreakReason = ZDispositionNode;
export type BreakReason = z.infer<typeof ZBreakReason>;

/** GET /api/break-reasons/. */
export const ZBreakReasonsResponse = z.object({ result: z.array(ZBreakReason) });
export type BreakReasonsResponse = z.infer<typeof ZBreakReasonsResponse>;

/** A disposition as stored and answered. */
export const ZSavedDisposition = z.object({
  id: z.number().int(),
  category: z.string(),
  sub_category: z.string(),
  third_category: z.string(),
  cart_ids: z.array(z.number().int()),
  comments: z.string().nullable(),
  call_id: z.string().nullable(),
  order_id: z.string().nullable(),
  break_reason: z.string().nullable(),
  source: z.literal(DISPOSITION_SOURCE),
  login_id: z.number().int(),
  role: z.string(),
  created_at: z.string(),
});
export type SavedDisposition = z.infer<typeof ZSavedDisposition>;

/** POST /api/crm-dispositions/ success: the message to show and the caller's status after it. */
export const ZSaveDispositionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  disposition: ZSavedDisposition,
  status: z.enum(USER_STATUSES),
});
export type SaveDispositionResponse = z.infer<typeof ZSaveDispositionResponse>;
