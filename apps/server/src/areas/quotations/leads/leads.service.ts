import {
  CUSTOMER_SEGMENTS,
  type CustomerSegmentsAnswer,
  type LeadDetailAnswer,
  type LeadsAnswer,
  type TLeadSearchQuery,
} from '@backoffice/domain/quotations';
import type { AppContext } from '../../../core/context';
import type { StaffCaller } from '../../../core/use-case';
import { quotationsError } from '../quotations.errors';
import { leadAnswer } from './lead-answer';
import { leadHistory } from './lead-history';
import { leadById, leadsPage, quotationsOfLeads } from './leads.queries';

/** The customer segments of the Add Lead popup (a catalogue of the domain). */
export function customerSegments(): CustomerSegmentsAnswer {
  return { data: CUSTOMER_SEGMENTS.map((s) => ({ id: s.id, segment_name: s.segment_name })) };
}

/** A page of leads, searched by e-mail or mobile, each with its quotations. */
export async function listLeads(
  ctx: AppContext,
  _caller: StaffCaller,
  query: TLeadSearchQuery,
): Promise<LeadsAnswer> {
  const { rows, total } = await leadsPage(ctx.db, query);
  const quotations = await quotationsOfLeads(
    ctx.db,
    rows.map((r) => r.lead.id),
  );
  const now = ctx.now();
  return {
    data: rows.map((r) => leadAnswer(r, quotations, now)),
    limit: query.limit,
    offset: query.offset,
    total,
  };
}

/** One lead with its quotations and its history (leads/{lead_id}/). */
export async function leadDetail(ctx: AppContext, leadId: number): Promise<LeadDetailAnswer> {
  const row = await leadById(ctx.db, leadId);
  if (!row) throw quotationsError('quotations.lead_not_found');
  const quotations = await quotationsOfLeads(ctx.db, [leadId]);
  return {
    lead: leadAnswer(row, quotations, ctx.now()),
    events: await leadHistory(ctx.db, leadId),
  };
}
