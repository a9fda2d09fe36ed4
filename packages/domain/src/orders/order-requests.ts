import { z } from 'zod';
import { ORDER_LIST_PAGE_SIZE, RANDOM_ID_LENGTH } from '../core/constants';
import { normaliseSearchTerm } from '../core/validation/search';
import { idParam, wireNumber } from '../core/validation/wire-number';
import { isOrderRandomId } from './order-address';
import { SHIPMENT_BLOCK_REASONS } from './shipment-block-reasons';
import { ORDER_STATUSES, STATUS } from './statuses';

/** Messages of the orders calls' payloads (the form shows the same text as the server). */
export const ORDER_REQUEST_MESSAGES = {
  commentRequired: 'Comment is Required!',
  reasonRequired: 'Reason is Required!',
  holdReasonRequired: 'Select a reason for Hold',
  invalidStatus: 'Select a valid status',
  invalidHoldReason: 'Select a valid reason for Hold',
  searchRequired: 'Enter a search term',
  invalidOrderId: 'Invalid order id',
  invalidCartId: 'cart_pid must be a positive whole number',
  invalidVersion: 'version must be a whole number of at least 1',
  invalidRole: 'role must be oc or rt',
  invalidLimit: 'limit must be a whole number from 1 to 100',
  invalidOffset: 'offset must be a whole number of at least 0',
  invalidAgent: 'cet_uid must be a positive whole number',
  invalidListSort: 'sort must be -created_at or created_at',
} as const;
const M = ORDER_REQUEST_MESSAGES;

/** Longest comment or reason kept with an order. */
export const ORDER_COMMENT_MAX_LENGTH = 1000;
/** Longest search term: the longest e-mail address (RFC 5321) a customer can be found by. */
export const SEARCH_TERM_MAX_LENGTH = 254;
/** Largest page of a list or a search. */
export const ORDER_LIST_MAX_LIMIT = 100;
// Ids and offsets are 32-bit integers in the database; larger numbers can name nothing.
const MAX_ID = 2_147_483_647;

const requiredText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ORDER_COMMENT_MAX_LENGTH, `At most ${ORDER_COMMENT_MAX_LENGTH} characters`);

const positiveId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** An order's random id, in any case (stored upper-case). */
export const ZOrderRandomId = z
  .string({ error: M.invalidOrderId })
  .trim()
  .max(RANDOM_ID_LENGTH, M.invalidOrderId)
  .toUpperCase()
  .refine(isOrderRandomId, M.invalidOrderId);

/** A cart's id in a body. */
export const ZCartPid = positiveId(M.invalidCartId);

/** The version of a row as it was read; a mismatch is a 409. */
export const ZRowVersion = positiveId(M.invalidVersion);

/** A status id of the catalogue. */
export const ZStatusId = z.literal(
  ORDER_STATUSES.map((s) => s.id),
  { error: M.invalidStatus },
);

/** A shipment-block reason id (000 section 3). */
export const ZShipmentBlockReason = z.literal(
  SHIPMENT_BLOCK_REASONS.map((r) => r.id),
  { error: M.invalidHoldReason },
);

const HOLD_RULE_FIELDS = new Set(['orm_order_status', 'shipment_stop_reason']);
/** Whether an issue leaves the Hold rule readable: one on another field (not the whole body). */
const readsHoldRule = (path: readonly PropertyKey[] | undefined) =>
  path?.[0] !== undefined && !HOLD_RULE_FIELDS.has(String(path[0]));

/**
 * POST /api/update-order/: a cart's new status with the agent's comment. Hold needs a
 * shipment-block reason; the reason is ignored for any other status.
 */
export const ZUpdateOrderRequest = z
  .object({
    cart_pid: ZCartPid,
    version: ZRowVersion,
    orm_order_status: ZStatusId,
    comment: requiredText(M.commentRequired),
    shipment_stop_reason: ZShipmentBlockReason.nullish(),
  })
  .refine((v) => v.orm_order_status !== STATUS.HOLD || v.shipment_stop_reason != null, {
    path: ['shipment_stop_reason'],
    message: M.holdReasonRequired,
    // Checked as soon as the status and the reason are readable, whatever else is wrong.
    when: (payload) => !payload.issues.some((issue) => !readsHoldRule(issue.path)),
  });
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;

/** POST /api/update-universal-order-comments/: a comment on an order or one of its carts. */
export const ZAddOrderCommentRequest = z.object({
  order_random_id: ZOrderRandomId,
  cart_pid: ZCartPid.nullish(),
  comment: requiredText(M.commentRequired),
});
export type TAddOrderCommentRequest = z.infer<typeof ZAddOrderCommentRequest>;

/** POST /api/cancel-universal-order/: cancel every cart of an order that may be cancelled. */
export const ZCancelOrderRequest = z.object({
  order_random_id: ZOrderRandomId,
  reason: requiredText(M.reasonRequired),
});
export type TCancelOrderRequest = z.infer<typeof ZCancelOrderRequest>;

const ZLimit = wireNumber(
  z
    .number({ error: M.invalidLimit })
    .int(M.invalidLimit)
    .min(1, M.invalidLimit)
    .max(ORDER_LIST_MAX_LIMIT, M.invalidLimit)
    .default(ORDER_LIST_PAGE_SIZE),
);
const ZOffset = wireNumber(
  z
    .number({ error: M.invalidOffset })
    .int(M.invalidOffset)
    .min(0, M.invalidOffset)
    .max(MAX_ID, M.invalidOffset)
    .default(0),
);
const ZListRole = z.enum(['oc', 'rt'], { error: M.invalidRole });

/** The team a work list is asked for: OC (order confirmation) or RT (relationship team). */
export type OrderTeam = z.infer<typeof ZListRole>;

/**
 * The orders a work list can be sorted in: newest first (`-created_at`, the default) or oldest
 * first (`created_at`). Both read the lists' indexes (`carts_*_list_idx`), the second backwards;
 * a column without such an index is not offered.
 */
export const ORDER_LIST_SORTS = ['-created_at', 'created_at'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];
export const DEFAULT_ORDER_LIST_SORT: OrderListSort = '-created_at';
const ZListSort = z
  .enum(ORDER_LIST_SORTS, { error: M.invalidListSort })
  .default(DEFAULT_ORDER_LIST_SORT);

/** Query of GET /api/list-of-all-orders/...: the team, the page and its order. */
export const ZListQuery = z.object({
  role: ZListRole,
  limit: ZLimit,
  offset: ZOffset,
  sort: ZListSort,
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** An agent's login id in a list's path or query. */
export const ZCetUid = idParam(M.invalidAgent);

/** Query of GET /api/list-of-all-orders/tab-counts/:platform/: the team, optionally one agent. */
export const ZTabCountsQuery = z.object({ role: ZListRole, cet_uid: ZCetUid.optional() });
export type TTabCountsQuery = z.infer<typeof ZTabCountsQuery>;

/**
 * Query of GET /api/new-order-current-status/: the OC team (the only team with New Order work),
 * optionally one agent of a Team Leader's.
 */
export const ZNewOrderStatusQuery = z.object({
  role: z.literal('oc', { error: 'role must be oc' }),
  cet_uid: ZCetUid.optional(),
});
export type TNewOrderStatusQuery = z.infer<typeof ZNewOrderStatusQuery>;

/** Query of GET /api/universal-order-search/: the term (trimmed, lower-cased) and the page. */
export const ZSearchQuery = z.object({
  search: z
    .string({ error: M.searchRequired })
    .max(SEARCH_TERM_MAX_LENGTH, `At most ${SEARCH_TERM_MAX_LENGTH} characters`)
    .transform(normaliseSearchTerm)
    .refine((term) => term !== '', M.searchRequired),
  limit: ZLimit,
  offset: ZOffset,
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;
