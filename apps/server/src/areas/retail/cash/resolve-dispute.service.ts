import { retailDisputes } from '@backoffice/db/schema';
import {
  accounts,
  CASH_MESSAGES,
  type CashMessageAnswer,
  type ResolveDisputeRequest,
} from '@backoffice/domain/retail/cash';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockStoreCash, managerStore } from './cash-members';
import { cashError } from './cash.errors';
import { postMovement } from './cash-ledger';

/** A manager closes an open dispute of their store: the cash recovered into the store, or written off. */
export async function resolveDispute(
  ctx: AppContext,
  caller: StaffCaller,
  disputeId: number,
  request: ResolveDisputeRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx, now } = scope;
      const store = await managerStore(tx, caller);
      await lockStoreCash(tx, store);
      const [dispute] = await tx
        .select()
        .from(retailDisputes)
        .where(
          and(
            eq(retailDisputes.dispute_id, disputeId),
            eq(retailDisputes.retail_store_id, store),
            isNull(retailDisputes.outcome),
          ),
        )
        .for('update');
      if (!dispute) throw cashError('retail.cash_dispute_not_found');
      await tx
        .update(retailDisputes)
        .set({
          outcome: request.outcome,
          resolved_by_login_id: caller.login_id,
          resolution_comments: request.comments,
          resolved_at: now,
          version: dispute.version + 1,
          updated_at: now,
        })
        .where(eq(retailDisputes.dispute_id, disputeId));
      await postMovement(scope, {
        store,
        movement: {
          kind: 'dispute_resolved',
          to: request.outcome === 'recovered' ? accounts.storeTill : accounts.writtenOff,
        },
        amount_paise: dispute.difference_paise,
        reason: request.comments,
        dispute_id: disputeId,
      });
      await scope.record.change({
        entity: 'retail_dispute',
        id: disputeId,
        changes: { outcome: { before: null, after: request.outcome } },
        reason: 'Dispute resolved',
      });
      return { success: true, message: CASH_MESSAGES.success };
    }),
  );
}
