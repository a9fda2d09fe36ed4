import { staff } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  accountKey,
  accounts,
  DISPUTE_KINDS,
  fullDenominations,
  transitButtons,
  type CashReportQuery,
  type DisputeKind,
  type HandOverStatus,
  type ManagerDashboardAnswer,
} from '@backoffice/domain/retail/cash';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { AGENT_ROLE, managerStore, storeMembers } from './cash-members';
import { storeBalances } from './cash-ledger';
import { handOversInTransit, openDisputes, openFloats } from './custody.queries';
import { managerFloatData } from './float-view';
import { handOverTotals } from './hand-over-totals.queries';
import { orderHistory } from './order-history.queries';

/** The manager's daily cash report: their store only. */
export async function managerDashboard(
  ctx: AppContext,
  caller: StaffCaller,
  query: CashReportQuery,
): Promise<ManagerDashboardAnswer> {
  const store = await managerStore(ctx.db, caller);
  const [balances, members, floats, totals, history, transit, disputes] = await Promise.all([
    storeBalances(ctx.db, store),
    storeMembers(ctx.db, store),
    openFloats(ctx.db, store),
    handOverTotals(ctx.db, store, query),
    orderHistory(ctx.db, store, query),
    handOversInTransit(ctx.db, store),
    openDisputes(ctx.db, store),
  ]);
  const balance = (key: string) => balances.get(key) ?? 0;
  const ids = new Set<number>(members.map((m) => m.login_id));
  for (const h of transit) [h.from_login_id, h.to_login_id].forEach((id) => ids.add(id));
  for (const d of disputes)
    [d.raised_by_login_id, d.against_login_id].forEach((id) => id && ids.add(id));
  const names = new Map(
    (
      await ctx.db
        .select({ login_id: staff.login_id, name: staff.name })
        .from(staff)
        .where(inArray(staff.login_id, [...ids]))
    ).map((s) => [s.login_id, s.name]),
  );
  const person = (loginId: number) => ({ login_id: loginId, name: names.get(loginId) ?? '' });

  const storeActivity = members.map((m) => {
    const isAgent = m.role_type === AGENT_ROLE;
    const float = floats.get(m.login_id);
    const holding = balance(accountKey(accounts.person(m.login_id)));
    const held = float?.status === 'accepted' ? float.amount_paise : 0;
    const mine = totals.get(m.login_id);
    const inTransit = isAgent
      ? (mine?.transit ?? 0)
      : balance(accountKey(accounts.transit(m.login_id)));
    return {
      employee: {
        name: m.name,
        designation: isAgent ? 'Retail Agent' : 'Retail Manager',
        login_id: m.login_id,
      },
      float_data: managerFloatData(float, isAgent),
      cash_in_transit: toWireRupees(inTransit),
      pending_amount_to_be_deposited: toWireRupees(holding - held),
      handed_over_amount: toWireRupees(mine?.handed ?? 0),
      total_amount: toWireRupees(holding + inTransit),
    };
  });
  const agentsPending = members
    .filter((m) => m.role_type === AGENT_ROLE)
    .reduce((sum, m) => {
      const float = floats.get(m.login_id);
      const held = float?.status === 'accepted' ? float.amount_paise : 0;
      return sum + balance(accountKey(accounts.person(m.login_id))) - held;
    }, 0);
  const storeDisputes = disputes.filter((d) => d.kind !== 'hand_over');
  const latest = storeDisputes.at(-1);
  return {
    data: {
      result: {
        banking_cash_at_store: toWireRupees(balance(accountKey(accounts.storeTill))),
        disputed_amount_data: {
          amount: toWireRupees(balance(accountKey(accounts.disputed))),
          rm_1: latest ? { name: names.get(latest.raised_by_login_id) ?? '' } : null,
          rm_2:
            latest?.against_login_id != null
              ? { name: names.get(latest.against_login_id) ?? '' }
              : null,
        },
        store_activity: storeActivity,
        order_history: history,
        pending_amount_to_be_deposited: toWireRupees(agentsPending),
        count: history.order_data.length,
        hand_overs_in_transit: transit.map((h) => ({
          hand_over_id: h.hand_over_id,
          from: person(h.from_login_id),
          to: person(h.to_login_id),
          amount: toWireRupees(h.amount_paise),
          denominations: fullDenominations(h.denominations),
          status: h.status as HandOverStatus,
          submitted_at: h.created_at.toISOString(),
          version: h.version,
          ...transitButtons(h.status as HandOverStatus),
        })),
        open_disputes: disputes.map((d) => ({
          dispute_id: d.dispute_id,
          kind: (DISPUTE_KINDS as readonly string[]).includes(d.kind)
            ? (d.kind as DisputeKind)
            : 'store_count',
          hand_over_id: d.hand_over_id,
          expected_amount: toWireRupees(d.expected_paise),
          counted_amount: toWireRupees(d.counted_paise),
          difference: toWireRupees(d.difference_paise),
          raised_by: person(d.raised_by_login_id),
          against: d.against_login_id === null ? null : person(d.against_login_id),
          comments: d.comments,
          raised_at: d.created_at.toISOString(),
        })),
        is_session_started: caller.staff.is_session_started,
      },
    },
  };
}
