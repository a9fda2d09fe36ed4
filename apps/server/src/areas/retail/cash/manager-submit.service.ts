import { retailCashSubmits } from '@backoffice/db/schema';
import {
  accounts,
  CASH_MESSAGES,
  denominationsTotalPaise,
  fullDenominations,
  type CashMessageAnswer,
  type ManagerSubmitRequest,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockStoreCash, managerStore } from './cash-members';
import { cashError } from './cash.errors';
import { accountBalance, postMovement } from './cash-ledger';
import { lastSubmit } from './custody.queries';
import { raiseDispute } from './disputes';
import { decideHandOver } from './hand-over-decision';

/**
 * The manager's count on the daily cash report. Confirm (1): the counted amount is banked from
 * the store's cash. Raise Dispute (2): the count is short of the store's cash, or of a hand-over
 * in transit; the counted part joins the store, the difference is disputed.
 */
export async function managerSubmit(
  ctx: AppContext,
  caller: StaffCaller,
  request: ManagerSubmitRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx, now } = scope;
      const store = await managerStore(tx, caller);
      if (denominationsTotalPaise(request.denominations) !== request.amount) {
        throw cashError('retail.cash_amount_mismatch').at('denominations');
      }
      await lockStoreCash(tx, store);
      const counted = fullDenominations(request.denominations);
      const till = await accountBalance(tx, store, accounts.storeTill);
      let disputeId: number | null = null;
      if (request.action === 1) {
        if (request.amount <= 0) throw cashError('retail.cash_amount_positive').at('amount');
        if (request.amount > till) {
          throw cashError('retail.cash_holding_short', 'The store holds', till).at('amount');
        }
        await postMovement(scope, {
          store,
          movement: { kind: 'banked' },
          amount_paise: request.amount,
          denominations: counted,
          reason: request.comments ?? null,
        });
      } else if (request.hand_over_id !== undefined) {
        if (!request.comments?.trim())
          throw cashError('retail.cash_comments_required').at('comments');
        const handOver = await decideHandOver(
          scope,
          store,
          request.hand_over_id,
          request.version ?? 0,
          'dispute',
        );
        if (request.amount >= handOver.amount_paise) {
          throw cashError('retail.cash_count_not_short', handOver.amount_paise).at('amount');
        }
        if (request.amount > 0) {
          await postMovement(scope, {
            store,
            movement: { kind: 'hand_over_confirmed', manager: handOver.to_login_id },
            amount_paise: request.amount,
            denominations: counted,
            hand_over_id: handOver.hand_over_id,
          });
        }
        disputeId = await raiseDispute(scope, {
          store,
          kind: 'hand_over',
          expected_paise: handOver.amount_paise,
          counted_paise: request.amount,
          expected_denominations: handOver.denominations,
          counted_denominations: counted,
          from: accounts.transit(handOver.to_login_id),
          against_login_id: handOver.from_login_id,
          hand_over_id: handOver.hand_over_id,
          comments: request.comments,
        });
      } else {
        const last = await lastSubmit(tx, store);
        disputeId = await raiseDispute(scope, {
          store,
          kind: 'store_count',
          expected_paise: till,
          counted_paise: request.amount,
          counted_denominations: counted,
          from: accounts.storeTill,
          against_login_id: last && last.login_id !== caller.login_id ? last.login_id : null,
          comments: request.comments,
        });
      }
      await tx.insert(retailCashSubmits).values({
        retail_store_id: store,
        login_id: caller.login_id,
        action: request.action === 1 ? 'confirm' : 'dispute',
        amount_paise: request.amount,
        denominations: counted,
        comments: request.comments?.trim() || null,
        dispute_id: disputeId,
        created_at: now,
      });
      return { success: true, message: CASH_MESSAGES.submitted };
    }),
  );
}
