import { refundBankLinks } from '@backoffice/db/schema';
import {
  BANK_DETAILS_MESSAGES,
  bankLinkExpiresAt,
  refundBankLinkPagePath,
  refundEditRefusal,
  type TSendBankDetailsFormUrl,
  type TSendBankDetailsFormUrlResponse,
} from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { queueMessage } from '../../../core/messages/queued-messages';
import { automationError } from '../automation/automation.errors';
import { lockRefundAt } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { toRefundSummary } from '../summary/refund-summary';
import { linkTokenHash, newLinkToken } from '../../../core/links/link-tokens';

/** A mobile shown in history with all but its last 4 digits hidden. */
const maskMobile = (mobile: string) =>
  `${'X'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * refunds/send-bank-details-form-url/: sends the customer, by SMS through the messages service
 * (after the commit), a link to the public bank-details page. The link lasts 24 hours and takes
 * one submission; only its token's hash is stored, and a new link ends the refund's earlier
 * unused ones. Version-checked, once per Idempotency-Key (a replay sends nothing more).
 */
export function sendBankDetailsLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TSendBankDetailsFormUrl,
  idempotency: IdempotentRequest | null,
): Promise<TSendBankDetailsFormUrlResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundAt(scope.tx, input.refund_id, input.version);
      const refusal = refundEditRefusal(subject.refund);
      if (refusal) throw automationError('refunds.refused', refusal);
      await scope.tx
        .update(refundBankLinks)
        .set({ expires_at: scope.now })
        .where(
          and(
            eq(refundBankLinks.refund_id, subject.refund.id),
            isNull(refundBankLinks.used_at),
            gt(refundBankLinks.expires_at, scope.now),
          ),
        );
      const token = newLinkToken();
      const [link] = await scope.tx
        .insert(refundBankLinks)
        .values({
          refund_id: subject.refund.id,
          token_hash: linkTokenHash(token),
          sent_to: subject.customer.mobile,
          sent_by_login_id: caller.login_id,
          sent_at: scope.now,
          expires_at: bankLinkExpiresAt(scope.now),
        })
        .returning();
      if (!link) throw new Error('sendBankDetailsLink: the link insert returned no row');
      const url = `${ctx.config.publicUrl}${refundBankLinkPagePath(token)}`;
      const amount = `₹${paiseToRupees(subject.refund.amount_paise)}`;
      await queueMessage(scope.tx, `refund-bank-link:${link.id}`, {
        channel: 'sms',
        to: subject.customer.mobile,
        text: `Your refund of ${amount} for order ${subject.order.order_random_id} needs your bank account. Enter it here within 24 hours: ${url}`,
      });
      const refund = await changeRefund(scope, subject, {
        set: {},
        kind: 'bank_link',
        sentence: `Bank details form link sent to ${maskMobile(subject.customer.mobile)}, valid for 24 hours`,
        changes: { bank_link: { before: null, after: link.id } },
      });
      return {
        success: true as const,
        message: BANK_DETAILS_MESSAGES.linkSent,
        bank_link: {
          sent_at: link.sent_at.toISOString(),
          expires_at: link.expires_at.toISOString(),
          used_at: null,
        },
        refund: toRefundSummary(refund, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
