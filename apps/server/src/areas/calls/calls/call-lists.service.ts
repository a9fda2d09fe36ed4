import { indiaDay } from '@backoffice/domain/core/dates';
import { callRecords, orders } from '@backoffice/db/schema';
import {
  type CallListResponse,
  type CallsPerHourResponse,
  type TCallDetailsQuery,
  type TCallsPerHourQuery,
} from '@backoffice/domain/calls/calls';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { callError } from './calls.errors';
import type { Authenticated } from '../../../core/http';
import type { Recording } from '../../../integrations/telephony/telephony';
import { callScopeOf, seesCall } from './call-scope';
import { toCallRecord } from './call-wire';
import { callFilters, callPage, callsPerHour } from './calls.queries';

/**
 * A page of the calls the caller may see (call-scope.ts) matching the query, newest first; with
 * `missed`, only the calls nobody answered. Null when none match: the route answers 204 and the
 * screen shows 'No Data Available' (001 section 8).
 */
export async function listCalls(
  ctx: AppContext,
  auth: Authenticated,
  query: TCallDetailsQuery,
  { missed }: { missed: boolean },
): Promise<CallListResponse | null> {
  let orderId: number | null = null;
  if (query.order_id) {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.order_random_id, query.order_id));
    if (!order) return null;
    orderId = order.id;
  }
  const where = callFilters(query, callScopeOf(ctx, auth), { missed, orderId });
  const { count, rows } = await callPage(ctx.db, where, query);
  if (count === 0) return null;
  return {
    count,
    limit: query.limit,
    offset: query.offset,
    results: rows.map(toCallRecord),
  };
}

/**
 * Calls, answered calls and dispositions per India hour of a day (today by default): every
 * agent's for team leaders and quality (or the one agent asked for), the caller's own for an
 * agent, who may not ask for another agent (403).
 */
export async function hourlyCalls(
  ctx: AppContext,
  auth: Authenticated,
  query: TCallsPerHourQuery,
): Promise<CallsPerHourResponse> {
  const scope = callScopeOf(ctx, auth);
  const asked = query.agent_login_id ?? null;
  if (scope.kind === 'own' && asked !== null && asked !== scope.loginId) {
    throw new AppError('FORBIDDEN');
  }
  const date = query.date ?? indiaDay(ctx.now());
  const start = query.start ?? date;
  const agentLoginId = scope.kind === 'own' ? scope.loginId : asked;
  const hours = await callsPerHour(ctx.db, { start, end: date }, { scope, agentLoginId });
  const sum = (key: 'calls' | 'answered' | 'dispositions') =>
    hours.reduce((total, hour) => total + hour[key], 0);
  return {
    date,
    start,
    scope: scope.kind === 'all' ? 'team' : 'own',
    agent_login_id: agentLoginId,
    hours,
    totals: { calls: sum('calls'), answered: sum('answered'), dispositions: sum('dispositions') },
  };
}

/** The recording of a call the caller may see, from the provider (404 when there is none). */
export async function recordingOf(
  ctx: AppContext,
  auth: Authenticated,
  id: number,
): Promise<Recording> {
  const [call] = await ctx.db.select().from(callRecords).where(eq(callRecords.id, id));
  if (!call || !call.recording_ref || !seesCall(callScopeOf(ctx, auth), call)) {
    throw callError('calls.recording_not_found');
  }
  return ctx.integrations.telephony.fetchRecording(call.recording_ref);
}
