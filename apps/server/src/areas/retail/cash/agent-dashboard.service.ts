import { toWireRupees } from '@backoffice/domain/core/money';
import {
  accounts,
  type AgentDashboardAnswer,
  type CashReportQuery,
} from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { agentStore, MANAGER_ROLE, storeMembers } from './cash-members';
import { accountBalance } from './cash-ledger';
import { latestFloat } from './custody.queries';
import { agentFloatData } from './float-view';
import { handOverTotals } from './hand-over-totals.queries';
import { orderHistory } from './order-history.queries';

/** The agent's daily cash report: only their own cash. */
export async function agentDashboard(
  ctx: AppContext,
  caller: StaffCaller,
  query: CashReportQuery,
): Promise<AgentDashboardAnswer> {
  const store = await agentStore(ctx.db, caller);
  const [holding, float, totals, members, history] = await Promise.all([
    accountBalance(ctx.db, store, accounts.person(caller.login_id)),
    latestFloat(ctx.db, caller.login_id),
    handOverTotals(ctx.db, store, query),
    storeMembers(ctx.db, store),
    orderHistory(ctx.db, store, query, caller.login_id),
  ]);
  const managers = members
    .filter((m) => m.role_type === MANAGER_ROLE)
    .map((m) => ({ login_id: m.login_id, name: m.name }));
  const mine = totals.get(caller.login_id);
  const held = float?.status === 'accepted' ? float.amount_paise : 0;
  return {
    data: {
      result: {
        cash_pending_till_date: toWireRupees(holding),
        float_data: agentFloatData(float),
        handed_over_amount: {
          amount: toWireRupees(mine?.handed ?? 0),
          retail_manager: managers.find((m) => m.login_id === mine?.last_to) ?? null,
        },
        cash_in_transit: { amount: toWireRupees(mine?.transit ?? 0) },
        pending_amount_to_be_deposited: toWireRupees(holding - held),
        retail_manager_list: managers,
        order_history: history,
      },
    },
  };
}
