import { z } from 'zod';
import { EXPORT_FORMATS } from '../core/export';
import { ZLinkToken } from '../core/links/link-token';
import { ZRupeesToPaise } from '../core/validation/amount';
import { ISO_DAY_LENGTH } from '../core/validation/iso-day';
import { idParam, MAX_ROW_ID, wireNumber } from '../core/validation/wire-number';
import { REFUND_ACTION_MESSAGES, REFUND_ACTION_TYPES } from './actions';
import { ZRefundResolution } from './automation';
import { ZAccountNumber, ZBankAccount, BANK_DETAILS_MESSAGES } from './bank-details';
import { REFUND_MONEY_MESSAGES } from './money';
import { REFUND_TROUBLE_REASONS } from './statuses';

/**
 * The bodies, params and queries of the refund calls (docs/refunds.md "Calls"). Numbers come as
 * JSON numbers or, in paths and queries, as decimal text; amounts are rupees with up to 2
 * decimals on the wire and integer paise after parsing. Every string is bounded.
 */

const ID = 'Give a valid id';
const ZId = idParam(ID);
export const REFUND_COMMENTS_MAX = 500;
export const REFUND_SEARCH_MAX = 40;
export const REFUND_LIST_LIMIT_MAX = 100;

const ZVersion = wireNumber(
  z.number({ error: 'Give the version you saw' }).int().min(1).max(MAX_ROW_ID),
);
const ZAffiliateId = wireNumber(z.number({ error: ID }).int().min(0).max(99));
const ZComments = z
  .string()
  .trim()
  .max(REFUND_COMMENTS_MAX, `Comments must be at most ${REFUND_COMMENTS_MAX} characters`);
const ZRequiredComments = ZComments.min(1, REFUND_ACTION_MESSAGES.commentsRequired);
const ZDay = z
  .string()
  .max(ISO_DAY_LENGTH)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'Enter a real date');
const ZAmount = ZRupeesToPaise.refine((p) => p > 0, REFUND_MONEY_MESSAGES.amountPositive);
const TROUBLE_REASON_IDS = REFUND_TROUBLE_REASONS.map((r) => r.id);
/** A trouble reason the staff may pick (1 to 3; 4 and 5 are shown disabled). */
const ZTroubleReason = wireNumber(
  z
    .number({ error: REFUND_ACTION_MESSAGES.troubleReasonRequired })
    .int(REFUND_ACTION_MESSAGES.troubleReasonRequired)
    .refine(
      (id) => TROUBLE_REASON_IDS.some((r) => r === id),
      REFUND_ACTION_MESSAGES.troubleReasonRequired,
    )
    .refine(
      (id) => REFUND_TROUBLE_REASONS.some((r) => r.id === id && !r.disabled),
      REFUND_ACTION_MESSAGES.troubleReasonDisabled,
    ),
);

// ---- Lists ------------------------------------------------------------------------------------

/** :category/:platform/:status of the list (checked against the catalogues by the server). */
export const ZRefundListParams = z.object({
  category: z.string().max(60),
  platform: z.string().max(60),
  status: z.string().max(40),
});
export type TRefundListParams = z.infer<typeof ZRefundListParams>;

const listFilter = {
  /** The first day of the refunds' creation, YYYY-MM-DD (India's day). */
  start_date: ZDay.optional(),
  /** The last day, included. */
  end_date: ZDay.optional(),
  /** An order id, or part of one. */
  search: z.string().trim().max(REFUND_SEARCH_MAX).optional(),
};
const datesInOrder = (q: { start_date?: string; end_date?: string }) =>
  !q.start_date || !q.end_date || q.start_date <= q.end_date;
const DATES_ORDER = { message: 'Start date cannot be after end date', path: ['end_date'] };

/** ?start_date=&end_date=&search=&offset=&limit= (limit 50 by default, at most 100). */
export const ZRefundListQuery = z
  .object({
    ...listFilter,
    limit: wireNumber(z.number().int().min(1).max(REFUND_LIST_LIMIT_MAX)).default(50),
    offset: wireNumber(z.number().int().min(0).max(1_000_000)).default(0),
  })
  .refine(datesInOrder, DATES_ORDER);
export type TRefundListQuery = z.infer<typeof ZRefundListQuery>;

/** The export's query: the list's filter and a format (xlsx by default). */
export const ZRefundExportQuery = z
  .object({ ...listFilter, format: z.enum(EXPORT_FORMATS).default('xlsx') })
  .refine(datesInOrder, DATES_ORDER);
export type TRefundExportQuery = z.infer<typeof ZRefundExportQuery>;

// ---- One refund -------------------------------------------------------------------------------

/** :refund_id of the one-refund calls. */
export const ZRefundIdParams = z.object({ refund_id: ZId });
export type TRefundIdParams = z.infer<typeof ZRefundIdParams>;
/** ?refund_id= of the trouble-resolution-details GET. */
export const ZRefundIdQuery = z.object({ refund_id: ZId });
export type TRefundIdQuery = z.infer<typeof ZRefundIdQuery>;

/**
 * PUT refund-detail/{id}/: the refund action (001 section 7: action_type, cart_primary_id,
 * aff_id, comments), with the version the user saw and, for `trouble`, the reason.
 */
export const ZRefundAction = z
  .object({
    action_type: z.enum(REFUND_ACTION_TYPES, { error: 'Choose an action' }),
    cart_primary_id: ZId,
    aff_id: ZAffiliateId,
    comments: ZComments.optional(),
    trouble_reason: ZTroubleReason.optional(),
    version: ZVersion,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action_type === 'trouble' && body.trouble_reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: REFUND_ACTION_MESSAGES.troubleReasonRequired,
        path: ['trouble_reason'],
      });
    }
    const needsComments = body.action_type === 'cancel' || body.action_type === 're_initiate';
    if (needsComments && !body.comments) {
      ctx.addIssue({
        code: 'custom',
        message: REFUND_ACTION_MESSAGES.commentsRequired,
        path: ['comments'],
      });
    }
  });
export type TRefundAction = z.infer<typeof ZRefundAction>;

// ---- Trouble and resolution -------------------------------------------------------------------

/** POST trouble-resolution-details: how the open trouble was resolved (001 section 7). */
export const ZTroubleResolution = z
  .object({
    refund_id: ZId,
    trouble_reason: ZTroubleReason,
    resolution_details: ZRequiredComments,
    version: ZVersion,
  })
  .strict();
export type TTroubleResolution = z.infer<typeof ZTroubleResolution>;

/** POST refund-resolution/: the resolution popup's choice for a refund in manual review. */
export const ZResolveRefund = z
  .object({
    refund_id: ZId,
    resolution: ZRefundResolution,
    comments: ZComments.optional(),
    version: ZVersion,
  })
  .strict();
export type TResolveRefund = z.infer<typeof ZResolveRefund>;

// ---- Bank details (RF2) -----------------------------------------------------------------------

/** The refund a bank call is about, with the version the user saw. */
const ZRefundRef = z.object({ refund_id: ZId, version: ZVersion });

/** POST verify-bank-details/. */
export const ZVerifyBankDetails = ZRefundRef.strict();
export type TVerifyBankDetails = z.infer<typeof ZVerifyBankDetails>;

/** POST update-bank-details/. */
export const ZUpdateBankDetails = ZRefundRef.extend(ZBankAccount.shape).strict();
export type TUpdateBankDetails = z.infer<typeof ZUpdateBankDetails>;

/** POST refunds/send-bank-details-form-url/. */
export const ZSendBankDetailsFormUrl = ZRefundRef.strict();
export type TSendBankDetailsFormUrl = z.infer<typeof ZSendBankDetailsFormUrl>;

/** :token of the public bank-details page (a random URL-safe token). */
export const ZBankLinkParams = z.object({ token: ZLinkToken });
export type TBankLinkParams = z.infer<typeof ZBankLinkParams>;

/** POST of the public page: the account, typed twice. */
export const ZBankLinkSubmission = ZBankAccount.extend({ confirm_account_number: ZAccountNumber })
  .strict()
  .refine((b) => b.account_number === b.confirm_account_number, {
    message: BANK_DETAILS_MESSAGES.accountNumbersDiffer,
    path: ['confirm_account_number'],
  });
export type TBankLinkSubmission = z.infer<typeof ZBankLinkSubmission>;

/** POST update-amount/: a refund's new amount, never above what is left to refund. */
export const ZUpdateRefundAmount = ZRefundRef.extend({
  amount: ZAmount,
  comments: ZComments.optional(),
}).strict();
export type TUpdateRefundAmount = z.infer<typeof ZUpdateRefundAmount>;

// ---- Initiation (RF4) -------------------------------------------------------------------------

/**
 * A new refund of a cart (price drop, sale benefit, ODA charge, carpenter): the cart, the amount
 * and why. The platform follows the cart's channel. Retries carry the same Idempotency-Key.
 */
export const ZInitiateRefund = z
  .object({
    affiliate_id: ZAffiliateId,
    cart_pid: ZId,
    amount: ZAmount,
    comments: ZComments.optional(),
  })
  .strict();
export type TInitiateRefund = z.infer<typeof ZInitiateRefund>;

/** ?mobile_number= of wallet/usable/crm/. */
export const ZWalletUsableQuery = z.object({
  mobile_number: z
    .string()
    .trim()
    .max(10, 'Enter a valid 10 digit mobile number')
    .regex(/^\d{10}$/, 'Enter a valid 10 digit mobile number'),
});
export type TWalletUsableQuery = z.infer<typeof ZWalletUsableQuery>;

/** POST refunds/refund-to-wallet/: pay an open refund into the customer's wallet. */
export const ZRefundToWallet = ZRefundRef.extend({ comments: ZComments.optional() }).strict();
export type TRefundToWallet = z.infer<typeof ZRefundToWallet>;
