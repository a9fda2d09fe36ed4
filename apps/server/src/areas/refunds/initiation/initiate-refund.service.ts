import { refunds } from '@backoffice/db/schema';
import {
  initiationRefusal,
  odaChargeRefusal,
  refundCategoryBySlug,
  REFUND_INITIATION_MESSAGES as M,
  REFUND_INITIATIONS,
  REFUND_MONEY_MESSAGES,
  saleBenefitKey,
  type RefundInitiation,
  type TInitiateRefund,
  type TRefundInitiatedAnswer,
} from '@backoffice/domain/refunds';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { fieldError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { lockCartWithOrder } from '../../orders/index';
import { raiseRefund, refundableOf } from '../../returns/index';
import { initiationError } from './initiation.errors';
import { toRefundSummary } from '../summary/refund-summary';

const REFUND_CANCELLED = 4;

/** The ODA-charge refunds already raised on a cart (not cancelled), in paise. */
async function odaRefundedOf(scope: UseCaseScope, cartId: number): Promise<number> {
  const category = refundCategoryBySlug('ODA-charge-cancelled-orders');
  const [row] = await scope.tx
    .select({ paise: sql<string>`coalesce(sum(${refunds.amount_paise}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.cart_id, cartId),
        eq(refunds.category_id, category?.id ?? 0),
        ne(refunds.status, REFUND_CANCELLED),
      ),
    );
  return Number(row?.paise ?? 0);
}

/**
 * A refund raised from the order page (price-drop-refund/, enable-sale-benifit,
 * create-salebenifit-for-affiliate, the ODA-charge and carpenter refunds): the cart locked with
 * its order, the initiation's rules (domain initiationRefusal), the money rule (never above what
 * was paid less what was refunded), then a Refund Initiated row in the initiation's category,
 * audited with a history sentence; once per Idempotency-Key, a sale benefit once per cart.
 */
export function initiateRefund(
  ctx: AppContext,
  caller: StaffCaller,
  kind: RefundInitiation,
  input: TInitiateRefund,
  idempotency: IdempotentRequest | null,
): Promise<TRefundInitiatedAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const locked = await lockCartWithOrder(scope.tx, input.cart_pid);
      if (!locked || locked.cart.affiliate_id !== input.affiliate_id) {
        throw initiationError('refunds.cart_not_found');
      }
      const { order, cart } = locked;
      const rule = REFUND_INITIATIONS[kind];
      const refusal = initiationRefusal(kind, cart);
      if (refusal) throw initiationError('refunds.refused', refusal);
      const sourceKey = rule.once ? saleBenefitKey(cart.id) : undefined;
      if (sourceKey) {
        const [raised] = await scope.tx
          .select({ id: refunds.id })
          .from(refunds)
          .where(eq(refunds.source_key, sourceKey));
        if (raised) throw initiationError('refunds.refused', M.saleBenefitRaised);
      }
      if (kind === 'oda-charge') {
        const above = odaChargeRefusal(
          input.amount,
          cart.oda_charges_paise,
          await odaRefundedOf(scope, cart.id),
        );
        if (above) throw fieldError('amount', above);
      }
      const refundable = await refundableOf(scope.tx, order, cart);
      if (refundable === 0)
        throw initiationError('refunds.refused', REFUND_MONEY_MESSAGES.nothingLeft);
      if (input.amount > refundable)
        throw fieldError('amount', REFUND_MONEY_MESSAGES.above(refundable));
      const refund = await raiseRefund(scope, order, cart, {
        category: rule.category,
        amount_paise: input.amount,
        comments: input.comments ?? null,
        ...(sourceKey ? { source_key: sourceKey } : {}),
      });
      return {
        success: true as const,
        message: M.initiated,
        refund: toRefundSummary(refund, order.order_random_id, cart.affiliate_id),
      };
    }),
  );
}
