import { orderPayments, refunds } from '@backoffice/db/schema';
import {
  REFUND_EDIT_MESSAGES,
  REFUND_STATUS,
  refundAmountRefusal,
  refundEditRefusal,
  type RefundBasis,
  type TUpdateRefundAmount,
  type TUpdateRefundAmountResponse,
} from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { amountDueOf } from '../../orders/index';
import { automationError } from '../automation/automation.errors';
import { lockRefundWithCartAt, type RefundInContext } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { toRefundSummary } from '../summary/refund-summary';

/** The money a refund's new amount is measured against, that refund itself left out. */
async function basisWithout(
  scope: UseCaseScope,
  { refund, order, cart }: RefundInContext,
): Promise<RefundBasis> {
  const [paid] = await scope.tx
    .select({ paise: sql<string>`coalesce(sum(${orderPayments.amount_paise}), 0)` })
    .from(orderPayments)
    .where(and(eq(orderPayments.order_id, order.id), eq(orderPayments.status, 'paid')));
  const [raised] = await scope.tx
    .select({
      order: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)`,
      cart: sql<string>`coalesce(sum(${refunds.amount_paise}) filter (where ${refunds.cart_id} = ${cart.id}), 0)`,
    })
    .from(refunds)
    .where(
      and(
        eq(refunds.order_id, order.id),
        ne(refunds.status, REFUND_STATUS.CANCELLED),
        ne(refunds.id, refund.id),
      ),
    );
  return {
    cart_due: amountDueOf(order, cart),
    order_paid: Number(paid?.paise ?? 0),
    order_refunded: Number(raised?.order ?? 0),
    cart_refunded: Number(raised?.cart ?? 0),
  };
}

/**
 * update-amount/: a refund's new amount, never above what was paid for the cart less its other
 * refunds (domain refundAmountRefusal), on an open refund not with the gateway. The cart, its
 * order and the refund are locked so two changes of the cart's refunds queue. Version-checked,
 * once per Idempotency-Key.
 */
export function updateRefundAmount(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUpdateRefundAmount,
  idempotency: IdempotentRequest | null,
): Promise<TUpdateRefundAmountResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refund_id, input.version);
      const refusal = refundEditRefusal(subject.refund);
      if (refusal) throw automationError('refunds.refused', refusal);
      const above = refundAmountRefusal(input.amount, await basisWithout(scope, subject));
      if (above) throw fieldError('amount', above);
      const before = subject.refund.amount_paise;
      const refund = await changeRefund(scope, subject, {
        set: { amount_paise: input.amount },
        kind: 'amount',
        sentence: `Refund amount changed from ₹${paiseToRupees(before)} to ₹${paiseToRupees(input.amount)}`,
        comments: input.comments ?? null,
      });
      return {
        success: true as const,
        message: REFUND_EDIT_MESSAGES.amountUpdated,
        refund: toRefundSummary(refund, subject.order.order_random_id, subject.cart.affiliate_id),
      };
    }),
  );
}
