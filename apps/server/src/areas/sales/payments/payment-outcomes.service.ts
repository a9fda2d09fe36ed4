import {
  codToOnlineRequests,
  orderPayments,
  orders,
  paymentLinks,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { type PaymentLinkStatus } from '@backoffice/domain/sales/payments';
import type { Database } from '@backoffice/db';
import { eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { paymentError } from './payments.errors';
import type { ProviderLinkState } from '../../../integrations/payments/payments';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
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
  actor: AuditActor,
): Promise<LinkOutcome> {
  const state = await ctx.integrations.payments.getLink(transactionId);
  return applyLinkState(ctx, state, actor);
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
  actor: AuditActor,
): Promise<LinkOutcome> {
  return ctx.db.transaction(async (tx) => {
    // The order is locked first, as every change of an order's payments does.
    const [located] = await tx
      .select({ order_id: paymentLinks.order_id })
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, state.id));
    if (!located) throw notFound();
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, located.order_id))
      .for('update');
    const [link] = await tx
      .select()
      .from(paymentLinks)
      .where(eq(paymentLinks.transaction_id, state.id))
      .for('update');
    if (!order || !link) throw notFound();
    const unchanged = { transaction_id: link.transaction_id, status: link.status, changed: false };
    // A settled link stays settled; a failed try may be followed by a payment.
    if (link.status === 'paid' || link.status === 'cancelled') return unchanged;
    if (state.status === link.status && state.status !== 'failed') return unchanged;
    const now = ctx.now();

    if (state.status === 'paid' || state.status === 'failed') {
      await tx.insert(orderPayments).values({
        order_id: link.order_id,
        method_id: link.method_id,
        amount_paise: link.amount_paise,
        status: state.status,
        reference: state.payment_id,
        payment_link_id: link.id,
        created_at: state.at ?? now,
      });
    }
    await writeLinkStatus(
      tx,
      { link, orderRandomId: order.order_random_id, actor, now },
      state.status,
      state,
    );
    const [request] = await tx
      .select()
      .from(codToOnlineRequests)
      .where(eq(codToOnlineRequests.payment_link_id, link.id))
      .for('update');
    if (request && request.status === 'pending') {
      if (state.status === 'paid') await markConversionPaid(ctx, tx, request, order, actor);
      if (state.status === 'expired' || state.status === 'cancelled') {
        await tx
          .update(codToOnlineRequests)
          .set({ status: state.status, version: request.version + 1, updated_at: now })
          .where(eq(codToOnlineRequests.id, request.id));
      }
    }
    // What else waits on this link (a cart modification, docs/sales.md) settles with it.
    if (state.status === 'paid' || state.status === 'failed') {
      await runLinkPaymentHooks(state.status, { tx, link, actor, now });
    }
    return { transaction_id: link.transaction_id, status: state.status, changed: true };
  });
}

/** The status change of a locked link, with its audit entry on the order. */
async function writeLinkStatus(
  tx: Database,
  w: { link: PaymentLinkRow; orderRandomId: string; actor: AuditActor; now: Date },
  status: PaymentLinkStatus,
  state: ProviderLinkState,
): Promise<void> {
  await tx
    .update(paymentLinks)
    .set({
      status,
      ...(status === 'paid' ? { paid_at: state.at ?? w.now } : {}),
      version: w.link.version + 1,
      updated_at: w.now,
    })
    .where(eq(paymentLinks.id, w.link.id));
  await recordAudit(tx, {
    actor: w.actor,
    at: w.now,
    entity: 'order',
    entityId: w.orderRandomId,
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
