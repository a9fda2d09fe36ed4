import {
  codToOnlineRequests,
  orderPayments,
  orders,
  paymentLinks,
  type AuditChanges,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { type PaymentLinkStatus } from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
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
    const applied = await applyLinkStateIn(scope, state);
    if (applied.audit) {
      await scope.record.change({
        entity: 'order',
        id: applied.order_random_id,
        changes: applied.audit,
        reason: REASONS[applied.outcome.status],
      });
    }
    return applied.outcome;
  });
}

/** A provider's state of a link applied inside a use case, with the audit entry it calls for. */
export interface AppliedLinkState {
  outcome: LinkOutcome;
  order_random_id: string;
  /** The link's status before. */
  before: PaymentLinkStatus;
  amount_paise: number;
  /** The link's change for the order's audit (null when nothing changed); the caller records it. */
  audit: AuditChanges | null;
}

/**
 * The writes of `applyLinkState` inside a caller's use case (the order's automatic checks apply
 * several links in one): locks the order and the link, writes the payment, the link's status and
 * what it settles, and answers the audit entry instead of recording it.
 */
export async function applyLinkStateIn(
  scope: UseCaseScope,
  state: ProviderLinkState,
): Promise<AppliedLinkState> {
  const { order, link } = await lockedReportedLink(scope, state.id);
  const unchanged: AppliedLinkState = {
    outcome: { transaction_id: link.transaction_id, status: link.status, changed: false },
    order_random_id: order.order_random_id,
    before: link.status,
    amount_paise: link.amount_paise,
    audit: null,
  };
  // A settled link stays settled; a failed try may be followed by a payment.
  if (link.status === 'paid' || link.status === 'cancelled') return unchanged;
  if (state.status === link.status && state.status !== 'failed') return unchanged;
  if (state.status === 'failed' && (await isRecordedTry(scope, link, state))) return unchanged;
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
  const audit = await writeLinkStatus(scope, link, state);
  await settleConversion(scope, { link, order }, state.status);
  // What else waits on this link (a cart modification, docs/sales.md) settles with it.
  if (state.status === 'paid' || state.status === 'failed') {
    await runLinkPaymentHooks(state.status, { scope, link });
  }
  return {
    ...unchanged,
    outcome: { transaction_id: link.transaction_id, status: state.status, changed: true },
    audit,
  };
}

/** Whether this failed try of the link is recorded already (the same report read twice). */
async function isRecordedTry(
  { tx }: UseCaseScope,
  link: PaymentLinkRow,
  state: ProviderLinkState,
): Promise<boolean> {
  if (link.status !== 'failed' || state.payment_id === null) return false;
  const [recorded] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.payment_link_id, link.id),
        eq(orderPayments.reference, state.payment_id),
      ),
    );
  return recorded !== undefined;
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

/** The status change of a locked link; answers its audit entry on the order. */
async function writeLinkStatus(
  { tx, now }: UseCaseScope,
  link: PaymentLinkRow,
  state: ProviderLinkState,
): Promise<AuditChanges> {
  const { status } = state;
  await tx
    .update(paymentLinks)
    .set({
      status,
      ...(status === 'paid' ? { paid_at: state.at ?? now } : {}),
      version: link.version + 1,
      updated_at: now,
    })
    .where(eq(paymentLinks.id, link.id));
  return {
    [`payment_link.${link.transaction_id}`]: {
      before: { status: link.status },
      after: {
        status,
        ...(state.payment_id ? { payment_id: state.payment_id } : {}),
        amount: toWireRupees(link.amount_paise),
      },
    },
  };
}

const REASONS: Record<PaymentLinkStatus, string> = {
  pending: 'Payment link reopened by the provider',
  paid: 'Paid through the payment link',
  failed: 'A payment try through the link failed',
  expired: 'The payment link expired',
  cancelled: 'The payment link was cancelled at the provider',
};
