import type { RefundBankLinkRow } from '@backoffice/db/schema';
import { REFUND_EDIT_MESSAGES } from '@backoffice/domain/refunds';
import type { AppContext } from '../../../core/context';
import {
  claimLinkCall,
  forgetEndedWindows,
  returnLinkCall,
  type GuessCounter,
} from '../../../core/links/link-guesses';
import { automationError } from '../automation/automation.errors';
import { linkByHash } from './bank-details.queries';

/** How many calls a counter lets through in a window, and the window. */
export const LINK_GUESSES = { max: 20, windowMs: 10 * 60_000 } as const;

/** Unknown tokens tried from one address. */
const BY_ADDRESS: GuessCounter = {
  scope: 'refund-bank-link:address',
  ...LINK_GUESSES,
  message: REFUND_EDIT_MESSAGES.tooManyTries,
};
/** Calls on one link, from wherever they come. */
const BY_LINK: GuessCounter = { ...BY_ADDRESS, scope: 'refund-bank-link:link' };

/**
 * The link of a token's hash, with the guess limit counted in the database before the lookup (decision
 * 020): the call is claimed against its address first (429 past LINK_GUESSES.max in a window),
 * and given back when the token is a link's, which then counts it against the link instead. An
 * unknown token is 404 and stays counted.
 */
export async function lookUpLink(
  ctx: AppContext,
  tokenHash: string,
  address: string,
): Promise<RefundBankLinkRow> {
  await claimLinkCall(ctx, BY_ADDRESS, address);
  const link = await linkByHash(ctx.db, tokenHash, false);
  if (!link) {
    await forgetEndedWindows(ctx, BY_ADDRESS);
    await forgetEndedWindows(ctx, BY_LINK);
    throw automationError('refunds.link_not_found');
  }
  await returnLinkCall(ctx, BY_ADDRESS, address);
  await claimLinkCall(ctx, BY_LINK, String(link.id));
  return link;
}
