import type { Database } from '@backoffice/db';
import { retailCashEntries, staff } from '@backoffice/db/schema';
import { INDIA_UTC_OFFSET } from '@backoffice/domain/core/constants';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  accountKey,
  HOLDER_KINDS,
  type AccountKind,
  type HoldingsAnswer,
} from '@backoffice/domain/retail/cash';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { managerStore } from './cash-members';

type HolderKind = (typeof HOLDER_KINDS)[number];
type Series = HoldingsAnswer['series'][number];

const indiaDay = sql`(${retailCashEntries.at} at time zone 'Asia/Kolkata')::date`;

/** The holder accounts' balances at the start of the day (India time). */
async function opening(db: Database, store: string, date: string) {
  return db
    .select({
      kind: retailCashEntries.account_kind,
      login_id: retailCashEntries.holder_login_id,
      paise: sql<string>`sum(${retailCashEntries.amount_paise})`,
    })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, store),
        inArray(retailCashEntries.account_kind, [...HOLDER_KINDS]),
        sql`${indiaDay} < ${date}::date`,
      ),
    )
    .groupBy(retailCashEntries.account_kind, retailCashEntries.holder_login_id);
}

/** The day's entries on holder accounts, in the order they were written. */
async function dayEntries(db: Database, store: string, date: string) {
  return db
    .select({
      movement_id: retailCashEntries.movement_id,
      kind: retailCashEntries.account_kind,
      login_id: retailCashEntries.holder_login_id,
      paise: retailCashEntries.amount_paise,
      at: retailCashEntries.at,
    })
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.retail_store_id, store),
        inArray(retailCashEntries.account_kind, [...HOLDER_KINDS]),
        sql`${indiaDay} = ${date}::date`,
      ),
    )
    .orderBy(asc(retailCashEntries.at), asc(retailCashEntries.entry_id));
}

function seriesOf(kind: HolderKind, loginId: number | null, names: Map<number, string>): Series {
  const key = accountKey({ kind: kind as AccountKind, login_id: loginId });
  const name = loginId === null ? '' : (names.get(loginId) ?? `#${loginId}`);
  const label = {
    store_till: 'Banking cash at store',
    disputed: 'Disputed',
    person: name,
    transit: `In transit to ${name}`,
  }[kind];
  return { key, label, kind };
}

/**
 * Cash held per person, in transit, in the store and disputed through one day of the manager's
 * store: a point at the start of the day and one after each movement that touched a holder.
 */
export async function storeHoldings(
  ctx: AppContext,
  caller: StaffCaller,
  date: string,
): Promise<HoldingsAnswer> {
  const store = await managerStore(ctx.db, caller);
  const [start, entries] = await Promise.all([
    opening(ctx.db, store, date),
    dayEntries(ctx.db, store, date),
  ]);
  const holders = [...start, ...entries].filter((row): row is typeof row & { kind: HolderKind } =>
    (HOLDER_KINDS as readonly string[]).includes(row.kind),
  );
  const logins = [...new Set(holders.flatMap((h) => (h.login_id === null ? [] : [h.login_id])))];
  const names = new Map(
    logins.length === 0
      ? []
      : (
          await ctx.db
            .select({ login_id: staff.login_id, name: staff.name })
            .from(staff)
            .where(inArray(staff.login_id, logins))
        ).map((s) => [s.login_id, s.name]),
  );

  const series = new Map<string, Series>();
  const held = new Map<string, number>();
  for (const h of holders) {
    const one = seriesOf(h.kind, h.login_id, names);
    series.set(one.key, one);
    held.set(one.key, held.get(one.key) ?? 0);
  }
  const snapshot = () =>
    Object.fromEntries([...held].map(([key, paise]) => [key, toWireRupees(paise)]));

  for (const row of start) {
    const key = accountKey({ kind: row.kind as AccountKind, login_id: row.login_id });
    held.set(key, Number(row.paise));
  }
  const dayStart = new Date(`${date}T00:00:00${INDIA_UTC_OFFSET}`);
  const points: HoldingsAnswer['points'] = [{ at: dayStart.toISOString(), values: snapshot() }];
  entries.forEach((entry, i) => {
    const key = accountKey({ kind: entry.kind as AccountKind, login_id: entry.login_id });
    held.set(key, (held.get(key) ?? 0) + entry.paise);
    if (entries[i + 1]?.movement_id !== entry.movement_id) {
      points.push({ at: entry.at.toISOString(), values: snapshot() });
    }
  });
  return { date, series: [...series.values()].sort(bySeries), points };
}

const KIND_ORDER: Record<Series['kind'], number> = {
  store_till: 0,
  person: 1,
  transit: 2,
  disputed: 3,
};
const bySeries = (a: Series, b: Series) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.label.localeCompare(b.label);
