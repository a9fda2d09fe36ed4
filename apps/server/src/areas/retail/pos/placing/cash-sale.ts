import { PAYMENT_MODE, POS_MESSAGES } from '@backoffice/domain/retail/pos';
import type { StaffCaller, UseCaseScope } from '../../../../core/use-case';
import { postMovement } from '../../cash/cash-ledger';
import { lockStoreCash, storeMembers } from '../../cash/cash-members';
import { posPlacingError } from './placing.errors';

/** The agent a sale is credited to ('Select Agent'): an active member of the store (400 otherwise). */
export async function creditedAgent(
  scope: UseCaseScope<StaffCaller>,
  store: string,
  loginId: number,
): Promise<number> {
  const members = await storeMembers(scope.tx, store);
  if (!members.some((m) => m.login_id === loginId)) {
    throw posPlacingError('retail.pos_placing_refused', POS_MESSAGES.agentRequired).at('login_id');
  }
  return loginId;
}

/**
 * A cash sale at the store (mode -1) feeds the store's cash ledger: the cash moves from sales to
 * the agent credited with the sale, with the placed order's id, in the placing's transaction.
 */
export async function postCashSale(
  scope: UseCaseScope<StaffCaller>,
  sale: { store: string; agent: number; amount_paise: number; order_random_id: string },
): Promise<void> {
  if (sale.amount_paise === 0) return;
  await lockStoreCash(scope.tx, sale.store);
  await postMovement(scope, {
    store: sale.store,
    movement: { kind: 'cash_sale', agent: sale.agent },
    amount_paise: sale.amount_paise,
    order_random_id: sale.order_random_id,
    payment_mode: PAYMENT_MODE.cashAtStore,
    reason: `Cash sale of order ${sale.order_random_id}`,
  });
}
