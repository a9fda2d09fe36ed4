import {
  CASH_MESSAGES,
  TRANSIT_ACTIONS,
  type CashMessageAnswer,
  type ManagerTransitRequest,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockStoreCash, managerStore } from './cash-members';
import { postMovement } from './cash-ledger';
import { decideHandOver } from './hand-over-decision';

/** A manager confirms a hand-over in transit (the cash joins the store's) or rejects it (back to the agent). */
export async function managerTransitAction(
  ctx: AppContext,
  caller: StaffCaller,
  request: ManagerTransitRequest,
  idempotency: IdempotentRequest | null,
): Promise<CashMessageAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const store = await managerStore(scope.tx, caller);
      await lockStoreCash(scope.tx, store);
      const action = TRANSIT_ACTIONS[request.button_id];
      const handOver = await decideHandOver(
        scope,
        store,
        request.hand_over_id,
        request.version,
        action,
      );
      await postMovement(scope, {
        store,
        movement:
          action === 'confirm'
            ? { kind: 'hand_over_confirmed', manager: handOver.to_login_id }
            : {
                kind: 'hand_over_rejected',
                agent: handOver.from_login_id,
                manager: handOver.to_login_id,
              },
        amount_paise: handOver.amount_paise,
        denominations: handOver.denominations,
        hand_over_id: handOver.hand_over_id,
      });
      return { success: true, message: CASH_MESSAGES.success };
    }),
  );
}
