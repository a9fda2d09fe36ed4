import { z } from 'zod';
import { ZAnswerMessage } from '../core/validation/answer-text';
import { ZBankLinkPageResponse } from './contract';

/**
 * The public bank-details page's GET with its countdown (docs/refunds.md "The bank-details
 * link"): the seconds left on the link by the server's clock (0 once expired or used), and the
 * page's notice: "This link is expired!" once expired, the already-submitted text once used,
 * else null.
 */
export const ZBankLinkPageState = ZBankLinkPageResponse.extend({
  remaining_seconds: z.number().int().min(0),
  notice: ZAnswerMessage.nullable(),
});
export type TBankLinkPageState = z.infer<typeof ZBankLinkPageState>;

/** Whole seconds left before `expiresAt`, 0 once it has passed. */
export function bankLinkRemainingSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}
