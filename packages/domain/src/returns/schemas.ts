import { z } from 'zod';
import { ZRupeesToPaise } from '../core/validation/amount';
import { ISO_DAY_LENGTH } from '../core/validation/iso-day';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { ORDER_REQUEST_MESSAGES, ZOrderRandomId, ZStatusId } from '../orders/order-requests';
import { PAYMENT_FORM_TYPES } from '../sales/payments/payment-form';
import { DYNAMIC_FORM_MESSAGES as F } from './messages';
import { HOLD_SUB_REASON_IDS } from './reasons';
import { REQUEST_COMMENTS_MAX } from './request-form';
import { RETURN_REQUEST_TYPE_CODES } from './request-types';

/**
 * The bodies, params and queries of the returns calls (docs/returns.md). Numbers come as JSON
 * numbers or, in paths, queries and multipart fields, as decimal text. Every string is bounded.
 */

const ID = 'Give a valid id';
const ZId = idParam(ID);
const ZVersion = wireNumber(
  z.number({ error: 'Give the version you saw' }).int().min(1).max(MAX_ROW_ID),
);
const ZAffiliateId = wireNumber(z.number({ error: ID }).int().min(0).max(99));
const ZOptionalComments = z
  .string()
  .trim()
  .max(REQUEST_COMMENTS_MAX, F.maxLength('Comments', REQUEST_COMMENTS_MAX));
const ZRequiredComments = ZOptionalComments.min(1, F.required);
const ZDay = z
  .string({ error: F.required })
  .min(1, F.required)
  .max(ISO_DAY_LENGTH)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date');
/** A checkbox as a multipart field: "true" or "false". */
const ZFormBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

// ---- Lists ----------------------------------------------------------------------------------

/** :platform and :slug of GET /api/return-replace-orders/:platform/:slug/ (and the ops list). */
export const ZReturnListParams = z.object({
  platform: z.string().max(40),
  slug: z.string().max(60),
});
/** The Team Leader's view of an agent: /return-replace-orders/:cet_uid/:platform/:slug/. */
export const ZAgentReturnListParams = ZReturnListParams.extend({ cet_uid: ZId });
/** ?role=&limit=&offset= of the lists (limit 50 by default, at most 100). */
export const ZReturnListQuery = z.object({
  role: z.string().max(100).optional(),
  limit: wireNumber(z.number().int().min(1).max(100)).default(50),
  offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
});
export type ReturnListQuery = z.infer<typeof ZReturnListQuery>;
/** ?order_id= of the /search/ variant. */
export const ZReturnSearchQuery = z.object({
  role: z.string().max(100).optional(),
  order_id: ZOrderRandomId,
});
/** :platform of the tab counts call. */
export const ZReturnCountsParams = z.object({ platform: z.string().max(40) });
/** ?cet_uid= of the tab counts call: a Team Leader's view of one agent. */
export const ZReturnCountsQuery = z.object({ cet_uid: ZId.optional() });
/** :request_id and :index of a request's file. */
export const ZRequestFileParams = z.object({
  request_id: ZId,
  index: wireNumber(z.number({ error: ID }).int().min(0).max(19)),
});

// ---- Customer requests -----------------------------------------------------------------------

/** customer-requests/{affiliate_id}/{id}/create/data: id is the cart's id (cart_pid). */
export const ZCreateDataParams = z.object({ affiliate_id: ZAffiliateId, id: ZId });
/** customer-requests/{affiliate_id}/{cart_pid}/get. */
export const ZCartRequestsParams = z.object({ affiliate_id: ZAffiliateId, cart_pid: ZId });

/**
 * POST /initiate-return-or-replacement/: the form's fields as multipart text fields (files in
 * the `files` parts), named as REQUEST_FIELD names them. The answers are then checked against
 * the form's descriptors with formErrors, as the web form checks them.
 */
export const ZInitiateRequestFields = z.object({
  affiliate_id: ZAffiliateId,
  cart_pid: ZId,
  /** The cart's version the agent saw. */
  version: ZVersion,
  request_type: z.enum(RETURN_REQUEST_TYPE_CODES, { error: F.required }),
  reason_id: wireNumber(z.number({ error: F.reasonRequired }).int().min(1).max(1000)),
  sub_reason_id: wireNumber(z.number({ error: F.required }).int().min(1).max(100_000)).optional(),
  quantity: wireNumber(z.number({ error: F.required }).int().min(1).max(10_000)),
  preferred_pickup_date: ZDay.optional(),
  original_packaging: ZFormBoolean.optional(),
  comments: ZOptionalComments,
  refund_payment_type: z.enum(PAYMENT_FORM_TYPES).optional(),
  refund_payment_via: z.string().trim().max(40).optional(),
  refund_payment_tracking_id: z.string().trim().max(100).optional(),
});
export type InitiateRequestFields = z.infer<typeof ZInitiateRequestFields>;

/** A request named with the version the caller saw. */
const ZRequestRef = z.object({ request_id: ZId, version: ZVersion });
/** A target status: a whole number of the status catalogue ("Select a valid status" otherwise). */
const ZTargetStatus = wireNumber(
  z.number({ error: F.required }).int(ORDER_REQUEST_MESSAGES.invalidStatus).pipe(ZStatusId),
);

/** POST /return-or-replacement-approve/. */
export const ZApproveRequest = ZRequestRef.extend({
  comments: ZOptionalComments.optional(),
}).strict();
export type ApproveRequest = z.infer<typeof ZApproveRequest>;

/** POST /return-or-replacement-process/: `status` is the step (28 for a pickup or 27 settled). */
export const ZProcessRequest = ZRequestRef.extend({
  status: ZTargetStatus,
  comments: ZOptionalComments.optional(),
}).strict();
export type ProcessRequest = z.infer<typeof ZProcessRequest>;

/** POST /cancel-return-or-replacement/ and customer-requests/cancel/: a reason is required. */
export const ZCancelRequest = ZRequestRef.extend({ comments: ZRequiredComments }).strict();
export type CancelRequest = z.infer<typeof ZCancelRequest>;

/** POST returns/change-return-order-status/: the target status of one table step. */
export const ZChangeReturnStatus = ZRequestRef.extend({
  status: ZTargetStatus,
  comments: ZOptionalComments.optional(),
}).strict();
export type ChangeReturnStatus = z.infer<typeof ZChangeReturnStatus>;

/** POST returns/change-hold-sub-reason/: a hold sub-reason puts on hold, null takes off. */
export const ZChangeHoldSubReason = ZRequestRef.extend({
  hold_sub_reason_id: z
    .number({ error: F.required })
    .int()
    .refine((id) => HOLD_SUB_REASON_IDS.includes(id), 'Choose a hold reason from the list')
    .nullable(),
  comments: ZOptionalComments.optional(),
}).strict();
export type ChangeHoldSubReason = z.infer<typeof ZChangeHoldSubReason>;

// Replacements and issues: their bodies live in replacements.ts and issued-items.ts.

// ---- Pickups, lost products, RTS, refunds (R2 extends) ---------------------------------------

/** Schedule (or reschedule) a return pickup. */
export const ZSchedulePickup = ZRequestRef.extend({
  pickup_date: ZDay,
  comments: ZOptionalComments.optional(),
}).strict();
export type SchedulePickup = z.infer<typeof ZSchedulePickup>;

/** POST returns/cancel-return-pickup/. */
export const ZCancelPickup = ZRequestRef.extend({ comments: ZRequiredComments }).strict();
export type CancelPickup = z.infer<typeof ZCancelPickup>;

/** POST lost-status-change/: the lost date may not be later than today (checked by the server). */
export const ZLostStatusChange = ZRequestRef.extend({
  lost_date: ZDay,
  comments: ZOptionalComments.optional(),
}).strict();
export type LostStatusChange = z.infer<typeof ZLostStatusChange>;

/** POST /request-refund: a refund of a return in the return-orders category. */
export const ZRequestRefund = ZRequestRef.extend({
  amount: ZRupeesToPaise.refine((p) => p > 0, 'Amount should be greater than 0'),
  comments: ZOptionalComments.optional(),
}).strict();
export type RequestRefund = z.infer<typeof ZRequestRefund>;

/** POST rts/refund/ and rts/reship/: the RTS cart with its version. */
export const ZRtsAction = z
  .object({
    affiliate_id: ZAffiliateId,
    cart_pid: ZId,
    version: ZVersion,
    comments: ZOptionalComments.optional(),
  })
  .strict();
export type RtsAction = z.infer<typeof ZRtsAction>;

/** Whether a lost date is not later than today (001 section 5). */
export function isLostDateAllowed(lostDate: string, today: string): boolean {
  return lostDate <= today;
}
