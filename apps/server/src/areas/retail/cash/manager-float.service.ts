import { retailFloats } from '@backoffice/db/schema';
import {
  accounts,
  CASH_MESSAGES,
  FLOAT_STATUS_LABELS,
  MANAGER_FLOAT_ACTIONS,
  managerFloatNext,
  type CashMessageAnswer,
  type FloatStatus,
  type ManagerFloatRequest,
  type Movement,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { AGENT_ROLE, lockStoreCash, managerStore, storeMemberIn } from './cash-members';
import { cashError } from './cash.errors';
import { accountBalance, postMovement } from './cash-ledger';
import { latestFloat } from './custody.queries';
import { assertFloatAmount, moveFloat } from './float-moves';

/**
 * The manager's float actions on an agent of their store: 1 issue (from the store's cash),
 * 2 accept or 3 reject the agent's deposit, 4 take an accepted float back into the store.
 */
export async function managerFloatAction(
  ctx: AppContext,
  caller: StaffCaller,
  request: ManagerFloatRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const { tx, now } = scope;
      const store = await managerStore(tx, caller);
      const agent = await storeMemberIn(
        tx,
        store,
        request.employee_login_id,
        AGENT_ROLE,
        'employee_login_id',
      );
      await lockStoreCash(tx, store);
      const action = MANAGER_FLOAT_ACTIONS[request.button_id];
      const float = await latestFloat(tx, agent.login_id, true);
      const status: FloatStatus = (float?.status as FloatStatus | undefined) ?? 'not_issued';
      const next = managerFloatNext(status, action);
      if (!next) {
        throw cashError(
          'retail.cash_float_refused',
          `${agent.name}'s float is ${FLOAT_STATUS_LABELS[status].toLowerCase()}: it cannot be ${action === 'issue' ? 'issued' : `${action}ed`} now`,
        );
      }
      if (action === 'issue') {
        if (request.amount <= 0) throw cashError('retail.cash_amount_positive').at('amount');
        const till = await accountBalance(tx, store, accounts.storeTill);
        if (request.amount > till) {
          throw cashError('retail.cash_holding_short', 'The store holds', till).at('amount');
        }
        const [issued] = await tx
          .insert(retailFloats)
          .values({
            retail_store_id: store,
            agent_login_id: agent.login_id,
            issued_by_login_id: caller.login_id,
            amount_paise: request.amount,
            status: 'issued',
            created_at: now,
            updated_at: now,
          })
          .returning();
        if (!issued) throw new Error('managerFloatAction: the float insert returned no row');
        await postMovement(scope, {
          store,
          movement: { kind: 'float_issued', agent: agent.login_id },
          amount_paise: request.amount,
          float_id: issued.float_id,
          reason: `Float issued to ${agent.name}`,
        });
        await scope.record.change({
          entity: 'retail_float',
          id: issued.float_id,
          changes: { status: { before: null, after: 'issued' } },
          reason: 'Float issued',
        });
        return { success: true, message: CASH_MESSAGES.success };
      }
      if (!float) throw cashError('retail.cash_float_not_found');
      assertFloatAmount(float, request.amount);
      const depositedTo = float.deposited_to_login_id ?? caller.login_id;
      const movement: Movement =
        action === 'accept'
          ? { kind: 'float_returned', from: accounts.transit(depositedTo) }
          : action === 'reject'
            ? { kind: 'float_deposit_rejected', agent: agent.login_id, manager: depositedTo }
            : { kind: 'float_returned', from: accounts.person(agent.login_id) };
      await postMovement(scope, {
        store,
        movement,
        amount_paise: float.amount_paise,
        float_id: float.float_id,
      });
      await moveFloat(scope, float, next, next === 'deposited' ? depositedTo : null);
      return { success: true, message: CASH_MESSAGES.success };
    }),
  );
}
