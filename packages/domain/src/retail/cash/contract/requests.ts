import { z } from 'zod';
import { isCalendarDay } from '../../../core/dates/calendar-day';
import { ZRupeesToPaise } from '../../../core/validation/amount';
import { ISO_DAY_LENGTH } from '../../../core/validation/iso-day';
import { wireNumber } from '../../../core/validation/wire-number';
import { ZDenominations } from '../denominations';
import { DISPUTE_OUTCOMES } from '../dispute';
import { CASH_MESSAGES } from '../messages';
import { CASH_PAYMENT_MODE_IDS } from '../payment-modes';
import { CASH_COMMENTS_MAX, EMAIL_MAX } from './shared';

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
