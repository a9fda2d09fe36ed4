import { carts, orderPayments } from '@backoffice/db/schema';
import {
  ADDITIONAL_PAYMENT_MESSAGES as M,
  ADDITIONAL_PAYMENT_OPTIONS,
  additionalPaymentsTotal,
  CARD_LINK_METHOD_ID,
  isCardLinkVia,
  PAYMENT_LINK_MESSAGES,
  type AdditionalPaymentsAnswer,
  type TAdditionalPayments,
} from '@backoffice/domain/sales/payments';
import { and, eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { cartNotFound, orderByRandomId, orderNotFound } from '../../orders/index';
import { createPaymentLink } from './link-writes';
import { runWithPaymentLinks } from './links-outside-locks';
import { allowedOnlineMethod } from './payment-type.service';
import { toOrderPaymentView, toPaymentLinkView } from './payment-views';

const COD_METHOD_ID = 1;

/**
 * Charges an order (or one cart) extra amounts chosen in the additional-payments widget, paid
 * the way the payment form says: COD is kept as a pending payment collected on delivery; via
 * Juspay an `other` link is sent; another via records the payment now with its tracking id
 * ("taking a payment"). Idempotent with a key: a retry never charges twice.
 */
export async function recordAdditionalPayments(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TAdditionalPayments,
  idempotency: IdempotentRequest | null,
): Promise<AdditionalPaymentsAnswer> {
  const total = additionalPaymentsTotal(
    0,
    input.payments.map((p) => p.amount),
  ).amount;
  const items = input.payments.map((p) => ({
    name: ADDITIONAL_PAYMENT_OPTIONS.find((o) => o.id === p.id)?.name ?? `Payment ${p.id}`,
    amount: toWireRupees(p.amount),
  }));
  return runWithPaymentLinks(ctx, idempotency, () =>
    ctx.db.transaction((tx) =>
      onceOnly(tx, idempotency, async () => {
        const found = await orderByRandomId(tx, input.order_random_id, true);
        if (!found) throw orderNotFound();
        const { order, customer } = found;
        if (input.cart_pid) {
          const [cart] = await tx
            .select({ id: carts.id })
            .from(carts)
            .where(and(eq(carts.id, input.cart_pid), eq(carts.order_id, order.id)));
          if (!cart) throw cartNotFound();
        }
        const form = input.payment;
        const now = ctx.now();
        const by = auth.staff.login_id;
        await recordAudit(tx, {
          actor,
          at: now,
          entity: input.cart_pid ? 'cart' : 'order',
          entityId: input.cart_pid ?? order.order_random_id,
          changes: {
            additional_payment: {
              before: null,
              after: {
                items,
                total: toWireRupees(total),
                payment_type: form.payment_type,
                payment_via: form.payment_via,
                payment_tracking_id: form.payment_tracking_id,
              },
            },
          },
          reason: input.comments || 'Additional payment',
        });
        if (form.payment_type === 'ONLINE' && isCardLinkVia(form.payment_via)) {
          const link = await createPaymentLink(ctx, tx, {
            order,
            customer,
            type: 'other',
            methodId: CARD_LINK_METHOD_ID,
            amountPaise: total,
            cartIds: input.cart_pid ? [input.cart_pid] : [],
            createdBy: by,
            actor,
          });
          return {
            success: true as const,
            message: PAYMENT_LINK_MESSAGES.sent,
            total: toWireRupees(total),
            payment: null,
            link: toPaymentLinkView(link, order.order_random_id, auth.staff.name, now),
          };
        }
        const online = form.payment_type === 'ONLINE';
        const [payment] = await tx
          .insert(orderPayments)
          .values({
            order_id: order.id,
            method_id: online ? allowedOnlineMethod(auth, form.payment_via) : COD_METHOD_ID,
            amount_paise: total,
            // Collected by the courier on delivery; a bank transfer is already in.
            status: online ? 'paid' : 'pending',
            reference: form.payment_tracking_id,
            recorded_by_login_id: by,
            created_at: now,
          })
          .returning();
        if (!payment) throw new Error('recordAdditionalPayments: insert returned no row');
        return {
          success: true as const,
          message: online ? M.recorded : M.collectOnDelivery,
          total: toWireRupees(total),
          payment: toOrderPaymentView(payment, null, auth.staff.name),
          link: null,
        };
      }),
    ),
  );
}
