import type { Database } from '@backoffice/db';
import { orderPayments, orders, paymentLinks, type OrderRow } from '@backoffice/db/schema';
import {
  CARD_LINK_METHOD_ID,
  isCardLinkVia,
  onlinePaymentVias,
  paymentViaMethod,
  PAYMENT_LINK_MESSAGES,
  PAYMENT_TYPE_CHANGE_MESSAGES as M,
  type PaymentLinkType,
  type TPaymentTypeForm,
} from '@backoffice/domain/sales/payments';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { paymentError } from './payments.errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { orderByRandomId, orderNotFound } from '../../orders/index';
import { codToOnlineRows } from './cart-payables';
import { createConversion, lockCartsOf } from './conversions';
import { runWithPaymentLinks } from './links-outside-locks';
import { requestFacts } from './cod-to-online.queries';
import type { PaymentTypeChangeAnswer } from './payments.schemas';
import { toCodToOnlineRow } from './payment-views';

/** The payment type change of an order, with the payment form. */
export interface PaymentTypeChange {
  order_random_id: string;
  version: number;
  payment: TPaymentTypeForm;
}

/** The online method a user picked in the payment form, if the user may pick it. */
export function allowedOnlineMethod(auth: Authenticated, via: string | null): number {
  const method = paymentViaMethod(via);
  if (!method || !onlinePaymentVias(auth.principal).some((m) => m.id === method.id)) {
    throw paymentError('sales.via_not_allowed').at('payment.payment_via');
  }
  return method.id;
}

/**
 * Changes an order's payment type with the payment form (001 sections 3 to 5). ONLINE moves
 * every eligible cart online: via Juspay a cto link is sent, another via takes the payment now
 * with its tracking id. COD is allowed while nothing was paid online; open links for the order's
 * own payment are cancelled. Idempotent with a key.
 */
export async function changePaymentType(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: PaymentTypeChange,
  idempotency: IdempotentRequest | null,
): Promise<PaymentTypeChangeAnswer> {
  return runWithPaymentLinks(ctx, idempotency, () =>
    ctx.db.transaction((tx) =>
      onceOnly(tx, idempotency, async () => {
        const found = await orderByRandomId(tx, input.order_random_id, true);
        if (!found) throw orderNotFound();
        const { order, customer } = found;
        if (order.version !== input.version) throw new AppError('STALE');
        const target = input.payment.payment_type;
        if (target === order.payment_type) {
          throw paymentError('sales.same_payment_type', target).at('payment.payment_type');
        }
        if (target === 'COD') return toCod(ctx, tx, auth, actor, order);

        const methodId = allowedOnlineMethod(auth, input.payment.payment_via);
        const rows = await codToOnlineRows(tx, order, await lockCartsOf(tx, order.id), ctx.now());
        const eligible = rows.filter((r) => r.refusal === null).map((r) => r.id);
        if (eligible.length === 0) {
          throw paymentError('sales.no_eligible_cart').at('payment.payment_type');
        }
        const byLink = isCardLinkVia(input.payment.payment_via);
        const { request } = await createConversion(ctx, tx, {
          order,
          customer,
          cartIds: eligible,
          source: 'cto',
          methodId: byLink ? CARD_LINK_METHOD_ID : methodId,
          paymentRefId: byLink ? null : input.payment.payment_tracking_id,
          expectedPaise: null,
          by: auth.staff.login_id,
          actor,
        });
        const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
        const facts = await requestFacts(tx, request.id);
        return {
          success: true as const,
          message: byLink ? PAYMENT_LINK_MESSAGES.sent : M.toOnlinePaid,
          payment_type: after?.payment_type ?? order.payment_type,
          version: after?.version ?? order.version,
          request: facts ? toCodToOnlineRow(facts, ctx.now()) : null,
        };
      }),
    ),
  );
}

/** Links that asked for the order's own payment; they lapse when the order turns COD. */
const ORDER_PAYMENT_LINKS: PaymentLinkType[] = ['new'];

async function toCod(
  ctx: AppContext,
  tx: Database,
  auth: Authenticated,
  actor: AuditActor,
  order: OrderRow,
): Promise<PaymentTypeChangeAnswer> {
  const [paid] = await tx
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.order_id, order.id),
        eq(orderPayments.status, 'paid'),
        ne(orderPayments.method_id, 1),
      ),
    );
  if (paid) throw paymentError('sales.paid_online').at('payment.payment_type');
  const now = ctx.now();
  const open = await tx
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.order_id, order.id),
        inArray(paymentLinks.link_type, ORDER_PAYMENT_LINKS),
        inArray(paymentLinks.status, ['pending', 'failed']),
      ),
    );
  for (const link of open) {
    await ctx.integrations.payments.cancelLink(link.transaction_id);
    await tx
      .update(paymentLinks)
      .set({
        status: 'cancelled',
        cancel_reason: M.toCod,
        cancelled_by_login_id: auth.staff.login_id,
        version: link.version + 1,
        updated_at: now,
      })
      .where(eq(paymentLinks.id, link.id));
  }
  await tx
    .update(orders)
    .set({ payment_type: 'COD', payment_method_id: 1, version: order.version + 1, updated_at: now })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'order',
    entityId: order.order_random_id,
    changes: {
      payment_type: { before: order.payment_type, after: 'COD' },
      payment_method_id: { before: order.payment_method_id, after: 1 },
      ...(open.length > 0
        ? { cancelled_links: { before: null, after: open.map((l) => l.transaction_id) } }
        : {}),
    },
    reason: M.toCod,
  });
  return {
    success: true,
    message: M.toCod,
    payment_type: 'COD',
    version: order.version + 1,
    request: null,
  };
}
