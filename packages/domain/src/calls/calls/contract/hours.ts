import { z } from 'zod';
import { ZAnswerDay } from '../../../core/validation/answer-text';

const ZCallHourFigures = z.object({
  calls: z.number().int(),
  answered: z.number().int(),
  dispositions: z.number().int(),
});

/** One hour of GET /api/calls-per-hour/ (0 to 23, India). */
export const ZCallHour = ZCallHourFigures.extend({ hour: z.number().int() });
export type CallHour = z.infer<typeof ZCallHour>;

/** Calls and dispositions per hour of one India day, for the caller's scope. */
export const ZCallsPerHourResponse = z.object({
  /** The last day counted. */
  date: z.string(),
  /** The first day counted: `date` itself for one day. */
  start: ZAnswerDay,
  /** `team`: every agent (or the one asked for); `own`: the caller's calls only. */
  scope: z.enum(['team', 'own']),
  agent_login_id: z.number().int().nullable(),
  hours: z.array(ZCallHour),
  totals: ZCallHourFigures,
});
export type CallsPerHourResponse = z.infer<typeof ZCallsPerHourResponse>;
