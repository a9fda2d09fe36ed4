import { z } from 'zod';
import { isCalendarDay } from '../../core/dates/calendar-day';
import { wireNumber } from '../../core/validation/wire-number';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ISO_DAY_LENGTH } from '../../core/validation/iso-day';
import { CASH_MESSAGES } from './messages';
import { ZDenominations } from './denominations';
import { FLOAT_STATUSES } from './float';
import { HAND_OVER_STATUSES } from './hand-over';
import { DISPUTE_OUTCOMES, DISPUTE_KINDS } from './dispute';
import { CASH_PAYMENT_MODE_IDS, CASH_TABLE_PAGE_SIZE } from './payment-modes';

/**
 * The calls of store cash and retail sessions (docs/retail.md), named after the spec's fields
 * (002 section 3). Money is rupees on the wire (a JSON number with at most two decimals; integer
 * paise inside); times are ISO strings, dates YYYY-MM-DD.
 */

const NAME_MAX = 120;
const EMAIL_MAX = 254;
/** The longest comments of a cash write (a dispute, its resolution, a session start). */
export const CASH_COMMENTS_MAX = 1000;
const ZName = z.string().max(NAME_MAX);

/** A person on a cash screen. */
export const ZCashPerson = z.object({ login_id: z.number().int(), name: ZName });
export type CashPerson = z.infer<typeof ZCashPerson>;

/** A plain answer: the message the screen shows ('Success.' and 'Submited Successfully.'). */
export const ZCashMessageAnswer = z.object({ success: z.literal(true), message: ZAnswerMessage });
export type CashMessageAnswer = z.infer<typeof ZCashMessageAnswer>;

// ---- Requests -------------------------------------------------------------------------------

const ZLoginId = wireNumber(
  z.number({ error: CASH_MESSAGES.required }).int().min(1).max(2_147_483_647),
);
const ZPositivePaise = ZRupeesToPaise.refine((paise) => paise > 0, CASH_MESSAGES.amountPositive);
const ZDay = z
  .string({ error: CASH_MESSAGES.required })
  .min(1, CASH_MESSAGES.required)
  .max(ISO_DAY_LENGTH)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Enter a real date');
const ZComments = z.string().trim().max(CASH_COMMENTS_MAX);

/** ?payment_mode=-1,1&start_date=&end_date= of both daily cash reports: all three required. */
export const ZCashReportQuery = z.object({
  payment_mode: z
    .string({ error: CASH_MESSAGES.required })
    .max(80)
    .transform((text, ctx) => {
      const ids = text.split(',').map((part) => Number(part.trim()));
      if (ids.length === 0 || ids.some((id) => !CASH_PAYMENT_MODE_IDS.includes(id))) {
        ctx.issues.push({
          code: 'custom',
          message: 'Pick payment modes from the list',
          input: text,
        });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
  start_date: ZDay,
  end_date: ZDay,
});
export type CashReportQuery = z.infer<typeof ZCashReportQuery>;

/** POST agentSubmit: the agent's counted cash handed to a manager of the same store. */
export const ZAgentSubmitRequest = z
  .object({
    amount: ZPositivePaise,
    retail_manager_login_id: ZLoginId,
    denominations: ZDenominations,
  })
  .strict();
export type AgentSubmitRequest = z.infer<typeof ZAgentSubmitRequest>;

/** POST agentFloat: button_id 1 accept, 2 reject, 3 deposit (to retail_manager_login_id). */
export const ZAgentFloatRequest = z
  .object({
    amount: ZRupeesToPaise,
    retail_manager_login_id: ZLoginId.optional(),
    button_id: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Unknown button' }),
  })
  .strict();
export type AgentFloatRequest = z.infer<typeof ZAgentFloatRequest>;

/** POST managerFloat: button_id 1 issue, 2 accept, 3 reject, 4 deposit; for employee_login_id. */
export const ZManagerFloatRequest = z
  .object({
    amount: ZRupeesToPaise,
    employee_login_id: ZLoginId,
    button_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
      error: 'Unknown button',
    }),
  })
  .strict();
export type ManagerFloatRequest = z.infer<typeof ZManagerFloatRequest>;

/** POST managerTransit: button_id 1 confirm, 2 reject; version as the manager saw it. */
export const ZManagerTransitRequest = z
  .object({
    hand_over_id: ZLoginId,
    version: z.number().int().min(1).max(2_147_483_647),
    button_id: z.union([z.literal(1), z.literal(2)], { error: 'Unknown button' }),
  })
  .strict();
export type ManagerTransitRequest = z.infer<typeof ZManagerTransitRequest>;

/**
 * POST managerSubmit: the manager's count. action 1 confirm: the counted amount is banked from
 * the store's cash; action 2 dispute (Raise Dispute, comments required): the count falls short of
 * the store's cash, or, with hand_over_id and version, of a hand-over in transit.
 */
export const ZManagerSubmitRequest = z
  .object({
    amount: ZRupeesToPaise,
    action: z.union([z.literal(1), z.literal(2)], { error: 'Unknown action' }),
    denominations: ZDenominations,
    comments: ZComments.optional(),
    hand_over_id: ZLoginId.optional(),
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict();
export type ManagerSubmitRequest = z.infer<typeof ZManagerSubmitRequest>;

/** POST managerSessionStart: the Start Today Session amount, 1 confirm or 2 dispute (comments). */
export const ZManagerSessionStartRequest = z
  .object({
    amount: ZRupeesToPaise,
    action: z.union([z.literal(1), z.literal(2)], { error: 'Unknown action' }),
    comments: ZComments.optional(),
  })
  .strict();
export type ManagerSessionStartRequest = z.infer<typeof ZManagerSessionStartRequest>;

/** POST resolveDispute: recovered (the cash is back in the store) or written off. */
export const ZResolveDisputeRequest = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    comments: ZComments.min(1, CASH_MESSAGES.commentsRequired),
  })
  .strict();
export type ResolveDisputeRequest = z.infer<typeof ZResolveDisputeRequest>;

export const ZDisputeIdParam = z.object({ dispute_id: ZLoginId });

/** GET holdings ?date=YYYY-MM-DD. */
export const ZHoldingsQuery = z.object({ date: ZDay });

/** POST reportEmail: the report of the filtered orders as .xlsx to the signed-in user. */
export const ZReportEmailRequest = z
  .object({
    filters: z.object({ start_date: ZDay, end_date: ZDay }).strict(),
    loggedin_email_id: z.email().max(EMAIL_MAX),
    payment_modes: z
      .array(
        z
          .number()
          .int()
          .refine((id) => CASH_PAYMENT_MODE_IDS.includes(id), 'Unknown mode'),
      )
      .min(1, CASH_MESSAGES.required)
      .max(CASH_PAYMENT_MODE_IDS.length),
  })
  .strict();
export type ReportEmailRequest = z.infer<typeof ZReportEmailRequest>;

// ---- Answers --------------------------------------------------------------------------------

/** GET managerSession (the RM session dashboard). */
export const ZManagerSessionAnswer = z.object({
  result: z.object({
    user_name: ZName,
    retail_store_id: z.string().max(40),
    retail_store_name: ZName,
    banking_cash_at_store: z.number(),
    last_submitted_by: ZName.nullable(),
    last_submit_timestamp: ZAnswerTimestamp.nullable(),
    is_session_started: z.boolean(),
  }),
});
export type ManagerSessionAnswer = z.infer<typeof ZManagerSessionAnswer>;

/** An agent's float as both reports show it; each button only when the server allows it. */
export const ZFloatData = z.object({
  float_id: z.number().int().nullable(),
  amount: z.number(),
  status: z.enum(FLOAT_STATUSES),
  status_label: ZName,
  accept_button: z.boolean(),
  reject_button: z.boolean(),
  deposit_button: z.boolean(),
});
export type FloatData = z.infer<typeof ZFloatData>;

/** The manager's view of a float adds Issue. */
export const ZManagerFloatData = ZFloatData.extend({ issue_button: z.boolean() });
export type ManagerFloatData = z.infer<typeof ZManagerFloatData>;

/** Cash order row. */
export const ZCashOrderRow = z.object({
  order_id: z.string().max(40),
  agent: z.object({ name: ZName, email: z.string().max(EMAIL_MAX), login_id: z.number().int() }),
  cashier: z.object({ name: ZName, email: z.string().max(EMAIL_MAX) }),
  amount: z.number(),
  payment_mode: z.number().int(),
  create_timestamp: ZAnswerTimestamp,
});
export type CashOrderRow = z.infer<typeof ZCashOrderRow>;

export const ZPaymentModeOption = z.object({ id: z.number().int(), name: ZName });

/** The filtered order table: up to 999 rows (spec 002 section 9). */
export const ZOrderHistory = z.object({
  order_data: z.array(ZCashOrderRow).max(CASH_TABLE_PAGE_SIZE),
  payment_mode_list: z.array(ZPaymentModeOption),
});
export type OrderHistory = z.infer<typeof ZOrderHistory>;

/** GET agentDashboard (data.result). */
export const ZAgentDashboard = z.object({
  /** All the cash the agent holds now: their sales not yet handed over and their float. */
  cash_pending_till_date: z.number(),
  float_data: ZFloatData,
  /** What the agent handed over in the chosen days, and to whom last. */
  handed_over_amount: z.object({ amount: z.number(), retail_manager: ZCashPerson.nullable() }),
  /** The agent's hand-overs a manager has not confirmed yet. */
  cash_in_transit: z.object({ amount: z.number() }),
  /** The sales cash the agent still has to hand over (their holding less the float). */
  pending_amount_to_be_deposited: z.number(),
  retail_manager_list: z.array(ZCashPerson),
  order_history: ZOrderHistory,
});
export type AgentDashboard = z.infer<typeof ZAgentDashboard>;
export const ZAgentDashboardAnswer = z.object({ data: z.object({ result: ZAgentDashboard }) });
export type AgentDashboardAnswer = z.infer<typeof ZAgentDashboardAnswer>;

/** RM row: one per employee of the store (store activity). */
export const ZStoreActivityRow = z.object({
  employee: z.object({ name: ZName, designation: ZName, login_id: z.number().int() }),
  float_data: ZManagerFloatData,
  cash_in_transit: z.number(),
  pending_amount_to_be_deposited: z.number(),
  handed_over_amount: z.number(),
  total_amount: z.number(),
});
export type StoreActivityRow = z.infer<typeof ZStoreActivityRow>;

/** A hand-over waiting for a manager (the cash-in-transit actions). */
export const ZHandOverRow = z.object({
  hand_over_id: z.number().int(),
  from: ZCashPerson,
  to: ZCashPerson,
  amount: z.number(),
  denominations: z.record(z.string().max(4), z.number().int()),
  status: z.enum(HAND_OVER_STATUSES),
  submitted_at: ZAnswerTimestamp,
  version: z.number().int(),
  confirm_button: z.boolean(),
  reject_button: z.boolean(),
  dispute_button: z.boolean(),
});
export type HandOverRow = z.infer<typeof ZHandOverRow>;

/** An open dispute: the difference and both counts. */
export const ZDisputeRow = z.object({
  dispute_id: z.number().int(),
  kind: z.enum(DISPUTE_KINDS),
  hand_over_id: z.number().int().nullable(),
  expected_amount: z.number(),
  counted_amount: z.number(),
  difference: z.number(),
  raised_by: ZCashPerson,
  against: ZCashPerson.nullable(),
  comments: z.string().max(CASH_COMMENTS_MAX),
  raised_at: ZAnswerTimestamp,
});
export type DisputeRow = z.infer<typeof ZDisputeRow>;

/** GET managerDashboard (data.result). */
export const ZManagerDashboard = z.object({
  banking_cash_at_store: z.number(),
  /** Open disputes of the store; rm_1 and rm_2 the two managers sharing it, when there are two. */
  disputed_amount_data: z.object({
    amount: z.number(),
    rm_1: z.object({ name: ZName }).nullable(),
    rm_2: z.object({ name: ZName }).nullable(),
  }),
  store_activity: z.array(ZStoreActivityRow),
  order_history: ZOrderHistory,
  pending_amount_to_be_deposited: z.number(),
  count: z.number().int(),
  hand_overs_in_transit: z.array(ZHandOverRow),
  open_disputes: z.array(ZDisputeRow),
  is_session_started: z.boolean(),
});
export type ManagerDashboard = z.infer<typeof ZManagerDashboard>;
export const ZManagerDashboardAnswer = z.object({ data: z.object({ result: ZManagerDashboard }) });
export type ManagerDashboardAnswer = z.infer<typeof ZManagerDashboardAnswer>;

/** GET holdings: one series per holder (people, in transit, the store), sampled after each movement. */
export const ZHoldingsAnswer = z.object({
  date: ZAnswerDay,
  series: z.array(
    z.object({
      key: z.string().max(40),
      label: ZName,
      kind: z.enum(['person', 'transit', 'store_till', 'disputed']),
    }),
  ),
  points: z.array(
    z.object({ at: ZAnswerTimestamp, values: z.record(z.string().max(40), z.number()) }),
  ),
});
export type HoldingsAnswer = z.infer<typeof ZHoldingsAnswer>;
