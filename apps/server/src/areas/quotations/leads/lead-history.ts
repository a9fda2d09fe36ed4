import type { Database } from '@backoffice/db';
import { leadEvents } from '@backoffice/db/schema';
import {
  leadEventSentence,
  type LeadEvent,
  type LeadEventKind,
} from '@backoffice/domain/quotations';
import { desc, eq } from 'drizzle-orm';
import type { Caller, UseCaseScope } from '../../../core/use-case';

/** What happened to a lead besides its kind. */
export interface LeadEventInput {
  lead_id: number;
  kind: LeadEventKind;
  from_status?: string | null;
  to_status?: string | null;
  quotation_random_id?: string | null;
  order_random_id?: string | null;
}

/** Appends events to the lead's history, by the use case's caller. */
export async function recordLeadEvents(
  { tx, now, caller }: UseCaseScope<Caller>,
  events: readonly LeadEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(leadEvents).values(
    events.map((e) => ({
      lead_id: e.lead_id,
      kind: e.kind,
      from_status: e.from_status ?? null,
      to_status: e.to_status ?? null,
      quotation_random_id: e.quotation_random_id ?? null,
      order_random_id: e.order_random_id ?? null,
      by_login_id: caller.login_id,
      by_name: caller.name,
      created_at: now,
    })),
  );
}

/** The most events a lead's page shows. */
const HISTORY_LIMIT = 200;

/** A lead's history as sentences, newest first. */
export async function leadHistory(db: Database, leadId: number): Promise<LeadEvent[]> {
  const rows = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(desc(leadEvents.created_at), desc(leadEvents.id))
    .limit(HISTORY_LIMIT);
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind as LeadEventKind,
    sentence: leadEventSentence({ ...e, kind: e.kind as LeadEventKind }),
    by_name: e.by_name,
    create_timestamp: e.created_at.toISOString(),
  }));
}
