import type { Database } from '@backoffice/db';
import {
  codToOnlineRequests,
  paymentLinks,
  type CustomerRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import {
  effectiveLinkStatus,
  isLinkPayable,
  linkExpiresAt,
  PAYMENT_LINK_MESSAGES as M,
  type PaymentLinkAnswer,
  type TResendPaymentLinkRequest,
} from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { codToOnlineRows } from './cart-payables';
import { lockedRequestOfLink } from './cod-to-online.queries';
import { lockCartsOf } from './conversions';
import { linkAnswer, lockedLink } from './locked-link';
import { createPaymentLink, sendLinkMessage } from './link-writes';
import { runWithPaymentLinks } from './links-outside-locks';

/**
 * Sends a link again: a link the customer can still pay goes out as it is; an expired one is
 * replaced by a new link of the same amount (valid 24 hours from now), and a COD-to-online
 * request waiting on it follows the new link. A paid or cancelled link is not sent again.
 */
export function resendPaymentLink(
  ctx: AppContext,
  caller: StaffCaller,
  input: TResendPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  return runWithPaymentLinks(ctx, null, () =>
    runUseCase(ctx, caller, (scope) => resendLinkIn(ctx, scope, input)),
  );
}

/** resendPaymentLink inside a use case of its own (the COD-to-online page's Resend). */
export async function resendLinkIn(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  input: TResendPaymentLinkRequest,
): Promise<PaymentLinkAnswer> {
  const { tx, now } = scope;
  const { link, order, customer } = await lockedLink(tx, input.transaction_id, input.version);
  const status = effectiveLinkStatus(link.status, link.expires_at, now);
  if (status === 'paid') throw paymentError('sales.link_already_paid').at('transaction_id');
  if (status === 'cancelled') {
    throw paymentError('sales.link_already_cancelled').at('transaction_id');
  }
  const sent = isLinkPayable(status)
    ? await sendAgain(ctx, scope, link, order)
    : await replaceExpired(ctx, scope, { link, order, customer });
  return linkAnswer(tx, now, sent, order, M.sent);
}

/** Texts a link the customer can still pay once more. */
async function sendAgain(
  ctx: AppContext,
  { tx, now, caller, record }: UseCaseScope<StaffCaller>,
  link: PaymentLinkRow,
  order: OrderRow,
): Promise<PaymentLinkRow> {
  await sendLinkMessage(ctx, tx, order, link, caller.login_id, link.resent_count + 1);
  const [resent] = await tx
    .update(paymentLinks)
    .set({ resent_count: link.resent_count + 1, version: link.version + 1, updated_at: now })
    .where(eq(paymentLinks.id, link.id))
    .returning();
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      [`payment_link.${link.transaction_id}`]: {
        before: { resent_count: link.resent_count },
        after: { resent_count: link.resent_count + 1 },
      },
    },
    reason: `Payment link sent again to ${link.sent_to}`,
  });
  return resent ?? link;
}

/** Replaces an expired link by a new one of the same amount; its COD-to-online request follows. */
async function replaceExpired(
  ctx: AppContext,
  scope: UseCaseScope<StaffCaller>,
  { link, order, customer }: { link: PaymentLinkRow; order: OrderRow; customer: CustomerRow },
): Promise<PaymentLinkRow> {
  const { tx, now } = scope;
  const request = await lockedRequestOfLink(tx, link.id);
  if (request && request.status !== 'pending' && request.status !== 'expired') {
    throw paymentError('sales.link_already_cancelled').at('transaction_id');
  }
  if (request) await checkCartsStillEligible(tx, order, link.cart_ids, now);
  await tx
    .update(paymentLinks)
    .set({ status: 'expired', version: link.version + 1, updated_at: now })
    .where(eq(paymentLinks.id, link.id));
  const fresh = await createPaymentLink(ctx, scope, {
    order,
    customer,
    type: link.link_type,
    methodId: link.method_id,
    amountPaise: link.amount_paise,
    cartIds: link.cart_ids,
  });
  if (request) {
    await tx
      .update(codToOnlineRequests)
      .set({
        status: 'pending',
        payment_link_id: fresh.id,
        expires_at: linkExpiresAt(now),
        version: request.version + 1,
        updated_at: now,
      })
      .where(eq(codToOnlineRequests.id, request.id));
  }
  return fresh;
}

/** The carts of an expired conversion link may move online still (none was cancelled since). */
async function checkCartsStillEligible(
  tx: Database,
  order: OrderRow,
  cartIds: number[],
  now: Date,
): Promise<void> {
  const rows = await codToOnlineRows(tx, order, await lockCartsOf(tx, order.id), now);
  for (const id of cartIds) {
    const refusal = rows.find((r) => r.id === id)?.refusal;
    if (refusal) throw paymentError('sales.cart_refused', id, refusal).at('transaction_id');
  }
}
