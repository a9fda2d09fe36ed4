import { retailHandOvers } from '@backoffice/db/schema';
import {
  accounts,
  AGENT_FLOAT_ACTIONS,
  agentFloatNext,
  CASH_MESSAGES,
  denominationsTotalPaise,
  FLOAT_STATUS_LABELS,
  fullDenominations,
  type AgentFloatRequest,
  type AgentSubmitRequest,
  type CashMessageAnswer,
  type FloatStatus,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { agentStore, lockStoreCash, MANAGER_ROLE, storeMemberIn } from './cash-members';
import { cashError } from './cash.errors';
import { accountBalance, postMovement } from './cash-ledger';
import { latestFloat } from './custody.queries';
import { assertFloatAmount, moveFloat } from './float-moves';

/** The float cash an agent holds (an accepted float), which is not theirs to hand over. */
export async function floatHeld(tx: Parameters<typeof latestFloat>[0], agent: number) {
  const float = await latestFloat(tx, agent);
  return float?.status === 'accepted' ? float.amount_paise : 0;
}

/**
 * The agent hands counted cash to a manager of their store: it leaves the agent and is in
 * transit to the manager until the manager confirms, rejects or disputes it.
 */
export async function agentSubmit(
  ctx: AppContext,
  caller: StaffCaller,
  request: AgentSubmitRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx } = scope;
      const store = await agentStore(tx, caller);
      if (denominationsTotalPaise(request.denominations) !== request.amount) {
        throw cashError('retail.cash_amount_mismatch').at('denominations');
      }
      const manager = await storeMemberIn(
        tx,
        store,
        request.retail_manager_login_id,
        MANAGER_ROLE,
        'retail_manager_login_id',
      );
      await lockStoreCash(tx, store);
      const pending =
        (await accountBalance(tx, store, accounts.person(caller.login_id))) -
        (await floatHeld(tx, caller.login_id));
      if (request.amount > pending) {
        throw cashError('retail.cash_holding_short', 'You have to hand over', pending).at('amount');
      }
      const denominations = fullDenominations(request.denominations);
      const [handOver] = await tx
        .insert(retailHandOvers)
        .values({
          retail_store_id: store,
          from_login_id: caller.login_id,
          to_login_id: manager.login_id,
          amount_paise: request.amount,
          denominations,
          created_at: scope.now,
          updated_at: scope.now,
        })
        .returning();
      if (!handOver) throw new Error('agentSubmit: the hand-over insert returned no row');
      await postMovement(scope, {
        store,
        movement: { kind: 'cash_handed_over', agent: caller.login_id, manager: manager.login_id },
        amount_paise: request.amount,
        denominations,
        reason: `Handed over to ${manager.name}`,
        hand_over_id: handOver.hand_over_id,
      });
      return { success: true, message: CASH_MESSAGES.submitted };
    }),
  );
}

/** The agent accepts or rejects the float issued to them, or deposits it to a manager. */
export async function agentFloatAction(
  ctx: AppContext,
  caller: StaffCaller,
  request: AgentFloatRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx } = scope;
      const store = await agentStore(tx, caller);
      await lockStoreCash(tx, store);
      const action = AGENT_FLOAT_ACTIONS[request.button_id];
      const float = await latestFloat(tx, caller.login_id, true);
      if (!float) throw cashError('retail.cash_float_not_found');
      const next = agentFloatNext(float.status as FloatStatus, action);
      if (!next) {
        throw cashError(
          'retail.cash_float_refused',
          `The float is ${FLOAT_STATUS_LABELS[float.status as FloatStatus].toLowerCase()}: it cannot be ${action}ed now`,
        );
      }
      assertFloatAmount(float, request.amount);
      const agent = caller.login_id;
      let depositedTo: number | null = float.deposited_to_login_id;
      if (action === 'deposit') {
        if (request.retail_manager_login_id === undefined) {
          throw cashError('retail.cash_member_not_found', CASH_MESSAGES.required).at(
            'retail_manager_login_id',
          );
        }
        const manager = await storeMemberIn(
          tx,
          store,
          request.retail_manager_login_id,
          MANAGER_ROLE,
          'retail_manager_login_id',
        );
        depositedTo = manager.login_id;
        await postMovement(scope, {
          store,
          movement: { kind: 'float_deposited', agent, manager: manager.login_id },
          amount_paise: float.amount_paise,
          float_id: float.float_id,
        });
      } else {
        await postMovement(scope, {
          store,
          movement: { kind: action === 'accept' ? 'float_accepted' : 'float_rejected', agent },
          amount_paise: float.amount_paise,
          float_id: float.float_id,
        });
      }
      await moveFloat(scope, float, next, depositedTo);
      return { success: true, message: CASH_MESSAGES.success };
    }),
  );
}
