import { indiaDay, indiaDaysRange } from '@backoffice/domain/core/dates';
import type { Database } from '@backoffice/db';
import {
  callDispositions,
  callRecords,
  crmDispositionCategories,
  orders,
  staff,
  type CallRecordRow,
} from '@backoffice/db/schema';
import {
  MISSED_CALL_STATES,
  type CallDispositionSummary,
  type TCallDetailsQuery,
} from '@backoffice/domain/calls/calls';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CallScope } from './call-scope';

/** A call with what its row in the lists shows besides the record itself. */
export interface CallListRow {
  call: CallRecordRow;
  agent_name: string | null;
  order_random_id: string | null;
  disposition: CallDispositionSummary | null;
}

/** The calls one agent may see (call-scope.ts), as a condition. */
function scopeCondition(scope: CallScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(
    eq(callRecords.agent_login_id, scope.loginId),
    and(isNull(callRecords.agent_login_id), eq(callRecords.call_type, 'inbound')),
  );
}

/** The conditions of GET /api/calldetails/ (missed: /api/missed-calls/), without the page. */
export function callFilters(
  q: TCallDetailsQuery,
  scope: CallScope,
  { missed, orderId }: { missed: boolean; orderId: number | null },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    // An order's calls are every agent's; otherwise the caller's scope applies.
    orderId !== null ? eq(callRecords.order_id, orderId) : scopeCondition(scope),
    missed ? inArray(callRecords.call_state, [...MISSED_CALL_STATES]) : undefined,
    q.number
      ? or(eq(callRecords.customer_number, q.number), eq(callRecords.agent_number, q.number))
      : undefined,
    q.agent_contact ? eq(callRecords.agent_number, q.agent_contact) : undefined,
    q.cus_contact ? eq(callRecords.customer_number, q.cus_contact) : undefined,
    q.call_type ? eq(callRecords.call_type, q.call_type) : undefined,
    q.start ? gte(callRecords.started_at, indiaDaysRange(q.start, q.start).from) : undefined,
    q.end ? lt(callRecords.started_at, indiaDaysRange(q.end, q.end).to) : undefined,
    q.duration !== undefined ? gte(callRecords.conversation_duration, q.duration) : undefined,
  ];
  return and(...conditions);
}

/** How many calls match, and the page of them, newest first. */
export async function callPage(
  db: Database,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: CallListRow[] }> {
  const [total] = await db.select({ n: count() }).from(callRecords).where(where);
  const n = total?.n ?? 0;
  if (n === 0 || page.offset >= n) return { count: n, rows: [] };
  const calls = await db
    .select({
      call: callRecords,
      agent_name: staff.name,
      order_random_id: orders.order_random_id,
    })
    .from(callRecords)
    .leftJoin(staff, eq(staff.login_id, callRecords.agent_login_id))
    .leftJoin(orders, eq(orders.id, callRecords.order_id))
    .where(where)
    .orderBy(desc(callRecords.started_at), desc(callRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  const dispositions = await latestDispositions(
    db,
    calls.map((c) => c.call.id),
  );
  return {
    count: n,
    rows: calls.map((c) => ({ ...c, disposition: dispositions.get(c.call.id) ?? null })),
  };
}

/** One call by its provider id, with its list fields. */
export async function callByCallId(db: Database, callId: string): Promise<CallListRow | null> {
  const [row] = await db
    .select({ call: callRecords, agent_name: staff.name, order_random_id: orders.order_random_id })
    .from(callRecords)
    .leftJoin(staff, eq(staff.login_id, callRecords.agent_login_id))
    .leftJoin(orders, eq(orders.id, callRecords.order_id))
    .where(eq(callRecords.call_id, callId));
  if (!row) return null;
  const dispositions = await latestDispositions(db, [row.call.id]);
  return { ...row, disposition: dispositions.get(row.call.id) ?? null };
}

const categoryOf = alias(crmDispositionCategories, 'category');
const subCategoryOf = alias(crmDispositionCategories, 'sub_category');
const thirdCategoryOf = alias(crmDispositionCategories, 'third_category');

/** The latest disposition of each call, by call record id, with the names of its path. */
async function latestDispositions(
  db: Database,
  callIds: readonly number[],
): Promise<Map<number, CallDispositionSummary>> {
  if (callIds.length === 0) return new Map();
  const rows = await db
    .select({
      call_record_id: callDispositions.call_record_id,
      category: categoryOf.name,
      sub_category: subCategoryOf.name,
      third_category: thirdCategoryOf.name,
    })
    .from(callDispositions)
    .innerJoin(categoryOf, eq(categoryOf.id, callDispositions.category_id))
    .innerJoin(subCategoryOf, eq(subCategoryOf.id, callDispositions.sub_category_id))
    .innerJoin(thirdCategoryOf, eq(thirdCategoryOf.id, callDispositions.third_category_id))
    .where(inArray(callDispositions.call_record_id, [...callIds]))
    .orderBy(callDispositions.created_at, callDispositions.id);
  const latest = new Map<number, CallDispositionSummary>();
  for (const { call_record_id, ...names } of rows) {
    if (call_record_id !== null) latest.set(call_record_id, names);
  }
  return latest;
}

/** The India hour of a time column, 0 to 23. */
const istHour = (column: AnyColumn) =>
  sql<number>`extract(hour from (${column} + interval '330 minutes') at time zone 'UTC')::int`;

/**
 * Calls (and answered ones) and dispositions per India hour of some days (both ends included),
 * summed over the days, for some agents.
 */
export async function callsPerHour(
  db: Database,
  days: { start: string; end: string },
  who: { scope: CallScope; agentLoginId: number | null },
): Promise<{ hour: number; calls: number; answered: number; dispositions: number }[]> {
  const { from, to } = indiaDaysRange(days.start, days.end);
  const agent = who.agentLoginId ?? (who.scope.kind === 'own' ? who.scope.loginId : null);
  const callRows = await db
    .select({
      hour: istHour(callRecords.started_at),
      calls: count(),
      answered: sql<number>`count(*) filter (where ${callRecords.call_state} = 'answered')::int`,
    })
    .from(callRecords)
    .where(
      and(
        gte(callRecords.started_at, from),
        lt(callRecords.started_at, to),
        agent !== null ? eq(callRecords.agent_login_id, agent) : undefined,
      ),
    )
    .groupBy(sql`1`);
  const dispositionRows = await db
    .select({ hour: istHour(callDispositions.created_at), dispositions: count() })
    .from(callDispositions)
    .where(
      and(
        gte(callDispositions.created_at, from),
        lt(callDispositions.created_at, to),
        agent !== null ? eq(callDispositions.login_id, agent) : undefined,
      ),
    )
    .groupBy(sql`1`);
  return Array.from({ length: 24 }, (_, hour) => {
    const calls = callRows.find((r) => r.hour === hour);
    return {
      hour,
      calls: calls?.calls ?? 0,
      answered: calls?.answered ?? 0,
      dispositions: dispositionRows.find((r) => r.hour === hour)?.dispositions ?? 0,
    };
  });
}

/** Today's call figures of one agent. */
export interface CallCounts {
  calls: number;
  answered: number;
  dispositions: number;
}

/**
 * Today's (India day of `now`) calls, answered calls and dispositions of each of these agents;
 * an agent without any has zeros. For the team screens (List of CETs, Activity Status).
 */
export async function callCountsToday(
  db: Database,
  loginIds: readonly number[],
  now: Date,
): Promise<Map<number, CallCounts>> {
  const counts = new Map<number, CallCounts>(
    loginIds.map((id) => [id, { calls: 0, answered: 0, dispositions: 0 }]),
  );
  if (loginIds.length === 0) return counts;
  const today = indiaDay(now);
  const { from, to } = indiaDaysRange(today, today);
  const calls = await db
    .select({
      login_id: callRecords.agent_login_id,
      calls: count(),
      answered: sql<number>`count(*) filter (where ${callRecords.call_state} = 'answered')::int`,
    })
    .from(callRecords)
    .where(
      and(
        inArray(callRecords.agent_login_id, [...loginIds]),
        gte(callRecords.started_at, from),
        lt(callRecords.started_at, to),
      ),
    )
    .groupBy(callRecords.agent_login_id);
  const dispositions = await db
    .select({ login_id: callDispositions.login_id, dispositions: count() })
    .from(callDispositions)
    .where(
      and(
        inArray(callDispositions.login_id, [...loginIds]),
        gte(callDispositions.created_at, from),
        lt(callDispositions.created_at, to),
      ),
    )
    .groupBy(callDispositions.login_id);
  for (const row of calls) {
    const entry = row.login_id === null ? undefined : counts.get(row.login_id);
    if (entry) Object.assign(entry, { calls: row.calls, answered: row.answered });
  }
  for (const row of dispositions) {
    const entry = counts.get(row.login_id);
    if (entry) entry.dispositions = row.dispositions;
  }
  return counts;
}
