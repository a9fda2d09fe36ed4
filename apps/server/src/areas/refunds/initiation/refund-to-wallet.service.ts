import {
  REFUND_CATEGORIES,
  REFUND_INITIATION_MESSAGES as M,
  refundActionRefusal,
  type TRefundToWallet,
  type TRefundToWalletResponse,
} from '@backoffice/domain/refunds';
import { formatPaise } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { postWalletEntry } from '../../sales/index';
import { lockRefundWithCartAt } from '../automation/refund-locks';
import { changeRefund } from '../automation/refund-record';
import { initiationError } from './initiation.errors';
import { toRefundSummary } from '../summary/refund-summary';

const REFUND_PROCESSED = 2;

/**
 * refunds/refund-to-wallet/: a refund the customer chose to take as wallet credit is processed
 * by crediting the wallet's refund pot (b) its amount, in one transaction: the ledger entry,
 * the refund Refund Processed with automation SUCCESS, and its history. Only a refund the
 * Process action may take (Initiated or Processing, not with the gateway); the row lock and
 * version check make a second press a 409, so the wallet is credited once.
 */
export function refundToWallet(
  ctx: AppContext,
  caller: StaffCaller,
  input: TRefundToWallet,
  idempotency: IdempotentRequest | null,
): Promise<TRefundToWalletResponse> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const subject = await lockRefundWithCartAt(scope.tx, input.refund_id, input.version);
      const { refund, order, cart } = subject;
      const refusal = refundActionRefusal('process', refund);
      if (refusal) throw initiationError('refunds.refused', refusal);
      const category = REFUND_CATEGORIES.find((c) => c.id === refund.category_id)?.label ?? '';
      await postWalletEntry(scope.tx, {
        customerId: order.customer_id,
        pot: 'b',
        amountPaise: refund.amount_paise,
        reason: `Refund ${refund.id} (${category}) of order ${order.order_random_id}`,
        orderId: order.id,
        refundId: refund.id,
        actorLoginId: caller.login_id,
      });
      const after = await changeRefund(scope, subject, {
        kind: 'action',
        sentence: `Refund of ${formatPaise(refund.amount_paise)} credited to the customer's wallet`,
        comments: input.comments ?? null,
        set: { status: REFUND_PROCESSED, automation_status: 'SUCCESS' },
      });
      return {
        success: true as const,
        message: M.walletCredited,
        refund: toRefundSummary(after, order.order_random_id, cart.affiliate_id),
      };
    }),
  );
}
