import { leads, leadSyncRuns, type LeadSyncRunRow } from '@backoffice/db/schema';
import {
  isCustomerSegmentId,
  LEAD_TYPE_IDS,
  type LeadSyncAnswer,
  type LeadSyncKind,
  type LeadSyncRun,
  type LeadSyncRunAnswer,
} from '@backoffice/domain/quotations';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import type {
  CrmLead,
  LeadPushResult,
  LeadStatusPush,
} from '../../../integrations/lead-crm/lead-crm';
import { createdFields } from '../created-fields';
import { recordLeadEvents } from '../leads/lead-history';
import { openLeadOfMobile } from '../leads/leads.queries';

/** The most statuses one push sends. */
const PUSH_BATCH = 500;
/** Leads awaiting a push: their status is not the one last sent. */
const awaitingPush = sql`${leads.crm_pushed_status} is distinct from ${leads.lead_status}`;

/** The sync runs (newest first) and how many statuses await a push. */
export async function leadSyncOverview(
  ctx: AppContext,
  q: { limit: number; offset: number },
): Promise<LeadSyncAnswer> {
  const runs = await ctx.db
    .select()
    .from(leadSyncRuns)
    .orderBy(desc(leadSyncRuns.created_at), desc(leadSyncRuns.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await ctx.db.select({ n: count() }).from(leadSyncRuns);
  const [pending] = await ctx.db.select({ n: count() }).from(leads).where(awaitingPush);
  return {
    runs: runs.map(runAnswer),
    limit: q.limit,
    offset: q.offset,
    total: Number(total?.n ?? 0),
    pending_pushes: Number(pending?.n ?? 0),
    provider: ctx.config.integrations.leadCrm.provider,
  };
}

/**
 * Pulls the lead CRM's new leads into quotations' leads: each once (by the CRM's lead id), NEW,
 * with no owner (the whole team may work it). A lead whose mobile already has an open lead, or
 * whose type or segment is not ours, is skipped. The CRM is asked before the transaction.
 */
export async function pullLeads(ctx: AppContext, caller: StaffCaller): Promise<LeadSyncRunAnswer> {
  const pulled = await ctx.integrations.leadCrm.newLeads(ctx.now());
  const run = await runUseCase(ctx, caller, async (scope) => {
    let done = 0;
    for (const crm of pulled) {
      if (await pullOne(scope, crm)) done += 1;
    }
    const skipped = pulled.length - done;
    return writeRun(scope, 'pull', done, skipped, `Leads pulled: ${done}, skipped: ${skipped}.`);
  });
  return { success: true, message: run.message, run: runAnswer(run) };
}

async function pullOne(scope: UseCaseScope<StaffCaller>, crm: CrmLead): Promise<boolean> {
  const { tx, now, record } = scope;
  const known = (LEAD_TYPE_IDS as readonly number[]).includes(crm.lead_type);
  if (!known || !isCustomerSegmentId(crm.customer_segment)) return false;
  if (await openLeadOfMobile(tx, crm.mobile_number)) return false;
  const values = {
    name: crm.name,
    mobile_number: crm.mobile_number,
    email_id: crm.email_id?.toLowerCase() ?? null,
    customer_segment: crm.customer_segment,
    lead_type: crm.lead_type,
    lead_status: 'NEW',
    expected_closure_date: crm.expected_closure_date,
    shipping_city: crm.city,
    crm_lead_id: crm.crm_lead_id,
    crm_pushed_status: 'NEW',
  };
  const [lead] = await tx
    .insert(leads)
    .values({ ...values, created_by_id: null, created_at: now, updated_at: now })
    .onConflictDoNothing()
    .returning({ id: leads.id });
  if (!lead) return false;
  await record.change({
    entity: 'lead',
    id: lead.id,
    changes: createdFields(values),
    reason: 'Lead pulled from the lead CRM',
  });
  await recordLeadEvents(scope, [{ lead_id: lead.id, kind: 'pulled_from_crm', to_status: 'NEW' }]);
  return true;
}

/**
 * Pushes to the lead CRM the status of every lead whose status changed since its last push (a
 * lead the CRM does not know is created there and takes its id). The CRM is asked before the
 * transaction; a lead changed again meanwhile stays awaiting its next push.
 */
export async function pushStatuses(
  ctx: AppContext,
  caller: StaffCaller,
): Promise<LeadSyncRunAnswer> {
  const waiting = await ctx.db
    .select()
    .from(leads)
    .where(awaitingPush)
    .orderBy(leads.id)
    .limit(PUSH_BATCH);
  const pushes: LeadStatusPush[] = waiting.map((l) => ({
    lead_id: l.id,
    crm_lead_id: l.crm_lead_id,
    name: l.name,
    mobile_number: l.mobile_number,
    email_id: l.email_id,
    lead_status: l.lead_status,
  }));
  const results = pushes.length > 0 ? await ctx.integrations.leadCrm.pushStatuses(pushes) : [];
  const run = await runUseCase(ctx, caller, async (scope) => {
    let done = 0;
    for (const [i, result] of results.entries()) {
      const push = pushes[i];
      if (push && (await keepPush(scope, push, result))) done += 1;
    }
    const refused = pushes.length - done;
    return writeRun(scope, 'push', done, refused, `Statuses pushed: ${done}, refused: ${refused}.`);
  });
  return { success: true, message: run.message, run: runAnswer(run) };
}

async function keepPush(
  scope: UseCaseScope<StaffCaller>,
  push: LeadStatusPush,
  result: LeadPushResult,
): Promise<boolean> {
  if (!result.accepted || result.lead_id !== push.lead_id) return false;
  const { tx, record } = scope;
  // The sync's own bookkeeping: the lead's version is left alone, so no open screen goes stale.
  await tx
    .update(leads)
    .set({
      crm_lead_id: sql`coalesce(${leads.crm_lead_id}, ${result.crm_lead_id})`,
      crm_pushed_status: push.lead_status,
    })
    .where(eq(leads.id, push.lead_id));
  await record.change({
    entity: 'lead',
    id: push.lead_id,
    changes: { crm_pushed_status: { before: null, after: push.lead_status } },
    reason: 'Lead status pushed to the lead CRM',
  });
  await recordLeadEvents(scope, [
    { lead_id: push.lead_id, kind: 'pushed_to_crm', to_status: push.lead_status },
  ]);
  return true;
}

async function writeRun(
  { tx, now, caller, record }: UseCaseScope<StaffCaller>,
  kind: LeadSyncKind,
  done: number,
  skipped: number,
  message: string,
): Promise<LeadSyncRunRow> {
  const [run] = await tx
    .insert(leadSyncRuns)
    .values({
      kind,
      done_count: done,
      skipped_count: skipped,
      message,
      by_login_id: caller.login_id,
      by_name: caller.name,
      created_at: now,
    })
    .returning();
  if (!run) throw new Error('lead sync: the run insert returned no row');
  await record.change({
    entity: 'lead_sync_run',
    id: run.id,
    changes: createdFields({ kind, done_count: done, skipped_count: skipped }),
    reason: message,
  });
  return run;
}

function runAnswer(run: LeadSyncRunRow): LeadSyncRun {
  return {
    id: run.id,
    kind: run.kind as LeadSyncKind,
    done_count: run.done_count,
    skipped_count: run.skipped_count,
    message: run.message,
    by_name: run.by_name,
    create_timestamp: run.created_at.toISOString(),
  };
}
