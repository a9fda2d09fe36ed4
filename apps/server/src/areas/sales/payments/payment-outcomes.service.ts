import {
  codToOnlineRequests,
  orderPayments,
  orders,
  paymentLinks,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { type PaymentLinkStatus } from '@backoffice/domain/sales/payments';
import { eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import type { ProviderLinkState } from '../../../integrations/payments/payments';
import { runUseCase, type Caller, type UseCaseScope } from '../../../core/use-case';
import { lockedRequestOfLink } from './cod-to-online.queries';
import { markConversionPaid } from './conversions';
import { runLinkPaymentHooks } from './payment-outcome-hooks';

/** What the console did with a provider's report of a link. */
export interface LinkOutcome {
  transaction_id: string;
  status: PaymentLinkStatus;
  /** Whether the report changed anything (a repeated notice changes nothing). */
  changed: boolean;
}

const notFound = () => paymentError('sales.link_not_found');

/** Asks the provider about a link and applies what it says (the notice of a live provider). */
export async function refreshLink(
  ctx: AppContext,
  transactionId: string,
  caller: Caller,
): Promise<LinkOutcome> {
  const state = await ctx.integrations.payments.getLink(transactionId);
  return applyLinkState(ctx, state, caller);
}

/**
 * Applies the provider's state of a link in one transaction: a payment (paid, or a failed try)
 * lands in order_payments; paid settles what the link was for (a COD-to-online request); expiry
 * and cancellation close the link and its request. Each change is audited on the order. A report
 * that changes nothing (the same paid notice twice) writes nothing.
 */
export async function applyLinkState(
  ctx: AppContext,
  state: ProviderLinkState,
  caller: Caller,
): Promise<LinkOutcome> {
  return runUseCase(ctx, caller, async (scope) => {
    const { order, link } = await lockedReportedLink(scope, state.id);
    const unchanged = { transaction_id: link.transaction_id, status: link.status, changed: false };
    // A settled link stays settled; a failed try may be followed by a payment.
    if (link.status === 'paid' || link.status === 'cancelled') return unchanged;
    if (state.status === link.status && state.status !== 'failed') return unchanged;
    if (state.status === 'paid' || state.status === 'failed') {
      await scope.tx.insert(orderPayments).values({
        order_id: link.order_id,
        method_id: link.method_id,
        amount_paise: link.amount_paise,
        status: state.status,
        reference: state.payment_id,
        payment_link_id: link.id,
        created_at: state.at ?? scope.now,
      });
    }
    await writeLinkStatus(scope, { link, orderRandomId: order.order_random_id }, state);
    await settleConversion(scope, { link, order }, state.status);
    // What else waits on this link (a cart modification, docs/sales.md) settles with it.
    if (state.status === 'paid' || state.status === 'failed') {
      await runLinkPaymentHooks(state.status, { scope, link });
    }
    return { transaction_id: link.transaction_id, status: state.status, changed: true };
  });
}

/** The reported link locked with its order (the order first, as every change of its payments). */
async function lockedReportedLink({ tx }: UseCaseScope, transactionId: string) {
  const [located] = await tx
    .select({ order_id: paymentLinks.order_id })
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId));
  if (!located) throw notFound();
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, located.order_id))
    .for('update');
  const [link] = await tx
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.transaction_id, transactionId))
    .for('update');
  if (!order || !link) throw notFound();
  return { order, link };
}

/** The COD-to-online request the link served: paid settles it; expiry and cancellation close it. */
async function settleConversion(
  scope: UseCaseScope,
  { link, order }: { link: PaymentLinkRow; order: OrderRow },
  status: PaymentLinkStatus,
): Promise<void> {
  const { tx, now } = scope;
  const request = await lockedRequestOfLink(tx, link.id);
  if (!request || request.status !== 'pending') return;
  if (status === 'paid') await markConversionPaid(scope, request, order);
  if (status === 'expired' || status === 'cancelled') {
    await tx
      .update(codToOnlineRequests)
      .set({ status, version: request.version + 1, updated_at: now })
      .where(eq(codToOnlineRequests.id, request.id));
  }
}

/** The status change of a locked link, with its audit entry on the order. */
async function writeLinkStatus(
  { tx, now, record }: UseCaseScope,
  w: { link: PaymentLinkRow; orderRandomId: string },
  state: ProviderLinkState,
): Promise<void> {
  const { status } = state;
  await tx
    .update(paymentLinks)
    .set({
      status,
      ...(status === 'paid' ? { paid_at: state.at ?? now } : {}),
      version: w.link.version + 1,
      updated_at: now,
    })
    .where(eq(paymentLinks.id, w.link.id));
  await record.change({
    entity: 'order',
    id: w.orderRandomId,
    changes: {
      [`payment_link.${w.link.transaction_id}`]: {
        before: { status: w.link.status },
        after: {
          status,
          ...(state.payment_id ? { payment_id: state.payment_id } : {}),
          amount: toWireRupees(w.link.amount_paise),
        },
      },
    },
    reason: REASONS[status],
  });
}

const REASONS: Record<PaymentLinkStatus, string> = {
  pending: 'Payment link reopened by the provider',
  paid: 'Paid through the payment link',
  failed: 'A payment try through the link failed',
  expired: 'The payment link expired',
  cancelled: 'The payment link was cancelled at the provider',
};
