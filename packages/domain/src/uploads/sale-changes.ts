import { z } from 'zod';
import { ZAnswerMessage } from '../core/validation/answer-text';

/** The answer of POST /api/automate-sale-changes/: what came due, in a sentence and in counts. */
export const ZAutomateSaleChangesAnswer = z.object({
  message: ZAnswerMessage,
  applied: z.number().int(),
  reverted: z.number().int(),
});
export type AutomateSaleChangesAnswer = z.infer<typeof ZAutomateSaleChangesAnswer>;

/** The sentence of a run: '2 sale changes applied, 1 reverted'. */
export function saleChangesMessage(applied: number, reverted: number): string {
  if (applied === 0 && reverted === 0) return 'No sale changes were due';
  const changes = applied === 1 ? 'sale change' : 'sale changes';
  return `${applied} ${changes} applied, ${reverted} reverted`;
}
