import { z } from 'zod';
import { ZAnswerDay, ZAnswerTimestamp } from '../../../core/validation/answer-text';
import { DISPUTE_KINDS } from '../dispute';
import { FLOAT_STATUSES } from '../float';
import { HAND_OVER_STATUSES } from '../hand-over';
import { CASH_TABLE_PAGE_SIZE } from '../payment-modes';
import { CASH_COMMENTS_MAX, EMAIL_MAX, ZCashPerson, ZName } from './shared';

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
