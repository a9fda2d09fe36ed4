import { toWireRupees } from '@backoffice/domain/core/money';
import { accounts, type ManagerSessionAnswer } from '@backoffice/domain/retail/cash';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { managerStore, storeName } from './cash-members';
import { accountBalance } from './cash-ledger';
import { lastSubmit } from './custody.queries';

/** The RM session dashboard: the store's banking cash and who last submitted it. */
export async function managerSessionDashboard(
  ctx: AppContext,
  caller: StaffCaller,
): Promise<ManagerSessionAnswer> {
  const store = await managerStore(ctx.db, caller);
  const [till, last, name] = await Promise.all([
    accountBalance(ctx.db, store, accounts.storeTill),
    lastSubmit(ctx.db, store),
    storeName(ctx.db, store),
  ]);
  return {
    result: {
      user_name: caller.name,
      retail_store_id: store,
      retail_store_name: name,
      banking_cash_at_store: toWireRupees(till),
      last_submitted_by: last?.name ?? null,
      last_submit_timestamp: last?.at.toISOString() ?? null,
      is_session_started: caller.staff.is_session_started,
    },
  };
}
