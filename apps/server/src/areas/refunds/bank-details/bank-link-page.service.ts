import { refundBankLinks } from '@backoffice/db/schema';
import { LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  BANK_DETAILS_MESSAGES,
  bankLinkRemainingSeconds,
  isBankLinkOpen,
  REFUND_EDIT_MESSAGES,
  refundEditRefusal,
  type TBankLinkPageState,
  type TBankLinkSubmission,
  type TBankLinkSubmissionResponse,
} from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type Caller } from '../../../core/use-case';
import { automationError } from '../automation/automation.errors';
import { lockRefundAt, readRefund } from '../automation/refund-locks';
import { setBankAccount } from './bank-account-writes';
import { linkByHash } from './bank-details.queries';
import { lookUpLink } from './link-guesses';
import { linkTokenHash } from '../../../core/links/link-tokens';

/** The customer on the public page, as the refund's history and the audit name them. */
const CUSTOMER_CALLER = (requestId: string): Caller => ({
  login_id: null,
  name: 'Customer',
  role: 'customer',
  principal: null,
  request_id: requestId,
});

/** Where a public call comes from: the address its guesses are counted against. */
export interface PublicCaller {
  address: string;
  request_id: string;
}

/**
 * GET of the public bank-details page: the order, the customer's first name, the amount and
 * the link's time left by the server's clock; "This link is expired!" once it ran out.
 */
export async function bankLinkPage(
  ctx: AppContext,
  token: string,
  from: PublicCaller,
): Promise<TBankLinkPageState> {
  const link = await lookUpLink(ctx, linkTokenHash(token), from.address);
  const { refund, order, customer } = await readRefund(ctx.db, link.refund_id);
  const now = ctx.now();
  const used = link.used_at !== null;
  const expired = !used && !isBankLinkOpen(link, now);
  return {
    order_random_id: order.order_random_id,
    customer_first_name: customer.name.split(' ')[0] ?? '',
    amount: toWireRupees(refund.amount_paise),
    expires_at: link.expires_at.toISOString(),
    used,
    expired,
    remaining_seconds: isBankLinkOpen(link, now)
      ? bankLinkRemainingSeconds(link.expires_at, now)
      : 0,
    notice: used ? BANK_DETAILS_MESSAGES.alreadySubmitted : expired ? LINK_EXPIRED_MESSAGE : null,
  };
}

/**
 * POST of the public bank-details page: the customer's account, once per link while it lasts.
 * The link is locked, so two submissions at once are one and a refusal; the refund must still
 * be open and not with the gateway.
 */
export async function submitBankLink(
  ctx: AppContext,
  token: string,
  input: TBankLinkSubmission,
  from: PublicCaller,
): Promise<TBankLinkSubmissionResponse> {
  // Counted before the transaction, so a refused submission stays counted.
  await lookUpLink(ctx, linkTokenHash(token), from.address);
  return runUseCase(ctx, CUSTOMER_CALLER(from.request_id), async (scope) => {
    const link = await linkByHash(scope.tx, linkTokenHash(token), true);
    if (!link) throw automationError('refunds.link_not_found');
    if (link.used_at)
      throw automationError('refunds.refused', BANK_DETAILS_MESSAGES.alreadySubmitted);
    if (!isBankLinkOpen(link, scope.now))
      throw automationError('refunds.refused', LINK_EXPIRED_MESSAGE);
    const subject = await lockRefundAt(scope.tx, link.refund_id, null);
    const refusal = refundEditRefusal(subject.refund);
    if (refusal) throw automationError('refunds.refused', REFUND_EDIT_MESSAGES.linkNotValid);
    await setBankAccount(
      scope,
      subject,
      {
        account_holder_name: input.account_holder_name,
        account_number: input.account_number,
        ifsc: input.ifsc,
      },
      'customer_link',
    );
    await scope.tx
      .update(refundBankLinks)
      .set({ used_at: scope.now })
      .where(eq(refundBankLinks.id, link.id));
    return { success: true as const, message: BANK_DETAILS_MESSAGES.submitted };
  });
}
