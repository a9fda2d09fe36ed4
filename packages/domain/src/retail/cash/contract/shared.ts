import { z } from 'zod';
import { ZAnswerMessage } from '../../../core/validation/answer-text';

// What every cash call shares; the bounds stay here, the rest is re-exported by index.ts.

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
/** The longest comments of a cash write (a dispute, its resolution, a session start). */
export const CASH_COMMENTS_MAX = 1000;
export const ZName = z.string().max(NAME_MAX);

/** A person on a cash screen. */
export const ZCashPerson = z.object({ login_id: z.number().int(), name: ZName });
export type CashPerson = z.infer<typeof ZCashPerson>;

/** A plain answer: the message the screen shows ('Success.' and 'Submited Successfully.'). */
export const ZCashMessageAnswer = z.object({ success: z.literal(true), message: ZAnswerMessage });
export type CashMessageAnswer = z.infer<typeof ZCashMessageAnswer>;
