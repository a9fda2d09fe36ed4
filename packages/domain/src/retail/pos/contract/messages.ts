import { z } from 'zod';
import { ZAnswerMessage } from '../../../core/validation/answer-text';
import { ZText } from './primitives';

/** A plain answer with the message the till toasts. */
export const ZPosMessageAnswer = z.object({ success: z.literal(true), message: ZAnswerMessage });
export type PosMessageAnswer = z.infer<typeof ZPosMessageAnswer>;

/** A cart edit's answer: the order's new version (the till reloads the detail). */
export const ZPosWriteAnswer = ZPosMessageAnswer.extend({
  order_random_id: ZText,
  version: z.number().int(),
});
export type PosWriteAnswer = z.infer<typeof ZPosWriteAnswer>;
