import { leads } from '@backoffice/db/schema';
import {
  canMoveLead,
  LEAD_MESSAGES as M,
  type LeadStatus,
  type LeadWriteAnswer,
  type TAddLeadRequest,
  type TLeadStatusRequest,
} from '@backoffice/domain/quotations';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { createdFields } from '../created-fields';
import { assertMayWorkLead } from '../lead-access';
import { quotationsError } from '../quotations.errors';
import { leadAnswer } from './lead-answer';
import { recordLeadEvents } from './lead-history';
import { leadById, lockedLead, openLeadOfMobile, quotationsOfLeads } from './leads.queries';

/**
 * Adds a lead (the Add Lead popup). A mobile number that already has an open lead (NEW or
 * QUOTED) is refused on the field, so that one customer is quoted from one lead at a time.
 */
export async function addLead(
  ctx: AppContext,
  caller: StaffCaller,
  input: TAddLeadRequest,
): Promise<LeadWriteAnswer> {
  const id = await runUseCase(ctx, caller, async (scope) => {
    const { tx, now, record } = scope;
    if (await openLeadOfMobile(tx, input.mobile_number)) {
      throw quotationsError('quotations.duplicate_open_lead').at('mobile_number');
    }
    const [lead] = await tx
      .insert(leads)
      .values({
        ...input,
        lead_status: 'NEW',
        created_by_id: caller.login_id,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent Add Lead of the same mobile won the one-open-lead index.
    if (!lead) throw quotationsError('quotations.duplicate_open_lead').at('mobile_number');
    await record.change({
      entity: 'lead',
      id: lead.id,
      changes: createdFields({ ...input, lead_status: 'NEW' }),
      reason: 'Lead added',
    });
    await recordLeadEvents(scope, [{ lead_id: lead.id, kind: 'created', to_status: 'NEW' }]);
    return lead.id;
  });
  return writeAnswer(ctx, id, M.added);
}

/**
 * Marks a lead LOST or reopens a LOST lead as NEW, by its owner or a pod leader, against the
 * version read (the status machine of the domain decides what may follow what).
 */
export async function changeLeadStatus(
  ctx: AppContext,
  caller: StaffCaller,
  leadId: number,
  input: TLeadStatusRequest,
): Promise<LeadWriteAnswer> {
  await runUseCase(ctx, caller, async (scope) => {
    const { tx, now, record } = scope;
    const lead = await lockedLead(tx, leadId);
    if (!lead) throw quotationsError('quotations.lead_not_found');
    assertMayWorkLead(caller, lead);
    if (lead.version !== input.version) throw new AppError('STALE');
    const from = lead.lead_status as LeadStatus;
    if (!canMoveLead(from, input.lead_status)) {
      throw quotationsError('quotations.status_not_allowed', from, input.lead_status).at(
        'lead_status',
      );
    }
    if (input.lead_status === 'NEW' && (await openLeadOfMobile(tx, lead.mobile_number))) {
      throw quotationsError('quotations.duplicate_open_lead').at('lead_status');
    }
    await tx
      .update(leads)
      .set({ lead_status: input.lead_status, version: lead.version + 1, updated_at: now })
      .where(eq(leads.id, lead.id));
    await record.change({
      entity: 'lead',
      id: lead.id,
      changes: { lead_status: { before: from, after: input.lead_status } },
      reason: input.comments ?? 'Lead status changed',
    });
    await recordLeadEvents(scope, [
      { lead_id: lead.id, kind: 'status_changed', from_status: from, to_status: input.lead_status },
    ]);
  });
  return writeAnswer(ctx, leadId, M.statusChanged);
}

/** The lead after a write, as the screen shows it. */
async function writeAnswer(
  ctx: AppContext,
  leadId: number,
  message: string,
): Promise<LeadWriteAnswer> {
  const row = await leadById(ctx.db, leadId);
  if (!row) throw quotationsError('quotations.lead_not_found');
  const quotations = await quotationsOfLeads(ctx.db, [leadId]);
  return { success: true, message, lead: leadAnswer(row, quotations, ctx.now()) };
}
