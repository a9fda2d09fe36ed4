import { codToOnlineRequests, paymentLinks } from '@backoffice/db/schema';
import {
  effectiveLinkStatus,
  PAYMENT_LINK_MESSAGES as M,
  type PaymentLinkAnswer,
  type TCancelPaymentLinkRequest,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { linkAnswer, linkNotFound, lockedLink } from './locked-link';
import { cancelAtProviderAfterCommit } from './provider-link-cancels';

/**
 * Cancels a link not yet paid (001 section 5: a reason, confirmed): here, with the COD-to-online
 * request it served, and at the provider once that has committed (through the outbox, so no
 * provider call waits while the order is locked); the reason goes on the order's comments.
 */
export function cancelPaymentLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TCancelPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  return runUseCase(ctx, caller, (scope) => cancelLinkIn(scope, input));
}

/**
 * cancelPaymentLink inside a use case of its own (the COD-to-online page's Cancel, a cart
 * change's cancelled payment); `comment` words the order's comment when the caller has its own.
 */
export async function cancelLinkIn(
  scope: UseCaseScope<StaffCaller>,
  input: TCancelPaymentLinkRequest,
  comment = `Payment link ${input.transaction_id} cancelled: ${input.comments}`,
): Promise<PaymentLinkAnswer> {
  const { tx, now, caller, record } = scope;
  const { link, order } = await lockedLink(tx, input.transaction_id, input.version);
  if (link.link_type !== input.type) throw linkNotFound();
  const status = effectiveLinkStatus(link.status, link.expires_at, now);
  if (status === 'paid') throw paymentError('sales.link_not_cancellable').at('transaction_id');
  if (status === 'cancelled') {
    throw paymentError('sales.link_already_cancelled').at('transaction_id');
  }
  const [cancelled] = await tx
    .update(paymentLinks)
    .set({
      status: 'cancelled',
      cancel_reason: input.comments,
      cancelled_by_login_id: caller.login_id,
      version: link.version + 1,
      updated_at: now,
    })
    .where(eq(paymentLinks.id, link.id))
    .returning();
  await closeRequestOf(scope, link.id, input.comments);
  await cancelAtProviderAfterCommit(tx, link.transaction_id);
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      [`payment_link.${link.transaction_id}`]: {
        before: { status },
        after: { status: 'cancelled' },
      },
    },
    reason: input.comments,
    comment: { order_id: order.id, text: comment },
  });
  return linkAnswer(tx, now, cancelled ?? link, order, M.cancelled);
}

/** The COD-to-online request the link served, cancelled with it. */
async function closeRequestOf({ tx, now }: UseCaseScope, linkId: number, reason: string) {
  await tx
    .update(codToOnlineRequests)
    .set({
      status: 'cancelled',
      cancel_reason: reason,
      version: sql`${codToOnlineRequests.version} + 1`,
      updated_at: now,
    })
    .where(
      and(
        eq(codToOnlineRequests.payment_link_id, linkId),
        inArray(codToOnlineRequests.status, ['pending', 'expired']),
      ),
    );
}
