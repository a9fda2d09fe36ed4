import { randomInt } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { leads, quotationLines, quotations, type LeadRow } from '@backoffice/db/schema';
import {
  QUOTATION_MESSAGES as M,
  statusAfterQuotation,
  validUntilDay,
  type LeadStatus,
  type QuotationWriteAnswer,
  type TGenerateQuotationRequest,
  type TModifyQuotationRequest,
} from '@backoffice/domain/quotations';
import { eq } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { createdFields } from '../created-fields';
import { assertMayWorkLead, assertQuotable } from '../lead-access';
import { recordLeadEvents } from '../leads/lead-history';
import { lockedLead } from '../leads/leads.queries';
import { quotationsError } from '../quotations.errors';
import { quotationAnswer } from './quotation-answer';
import { priceQuotation, totalsColumns, type PricedQuotation } from './quotation-pricing';
import { lockedQuotation, quotationByRandomId } from './quotation.queries';

const ID_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new quotation id: QT and ten capitals or digits (no look-alikes such as 0 and O). */
function newQuotationRandomId(): string {
  const rest = Array.from({ length: 10 }, () => ID_LETTERS[randomInt(ID_LETTERS.length)]).join('');
  return `QT${rest}`;
}

/**
 * Generates a quotation for a lead (/generate-quotation/:leadId): priced on the server, valid
 * from today for its validity days; a NEW lead becomes QUOTED and takes the delivery city as
 * its location. The lead's owner or a pod leader only, while the lead is NEW or QUOTED.
 */
export async function generateQuotation(
  ctx: AppContext,
  caller: StaffCaller,
  input: TGenerateQuotationRequest,
  idempotent: IdempotentRequest | null,
): Promise<QuotationWriteAnswer> {
  const id = await runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const { tx, now, record } = scope;
      const lead = await lockedLead(tx, input.lead_id);
      if (!lead) throw quotationsError('quotations.lead_not_found').at('lead_id');
      assertMayWorkLead(caller, lead);
      assertQuotable(lead);
      const priced = await priceQuotation(tx, caller, ctx.config.quotations.dispatchState, input);
      const values = {
        quotation_random_id: newQuotationRandomId(),
        lead_id: lead.id,
        delivery_address: input.delivery_address,
        delivery_pincode: input.delivery_pincode,
        ...totalsColumns(priced),
        validity_days: input.validity_days,
        valid_until: validUntilDay(now, input.validity_days),
        terms: input.terms,
        created_by_id: caller.login_id,
        created_at: now,
        updated_at: now,
      };
      const [quotation] = await tx.insert(quotations).values(values).returning();
      if (!quotation) throw new Error('generateQuotation: the insert returned no row');
      await writeLines(tx, quotation.id, priced);
      await record.change({
        entity: 'quotation',
        id: quotation.quotation_random_id,
        changes: createdFields({ ...values, lines: priced.lines.length }),
        reason: 'Quotation generated',
      });
      await quoteLead(scope, lead, priced);
      await recordLeadEvents(scope, [
        {
          lead_id: lead.id,
          kind: 'quotation_generated',
          quotation_random_id: quotation.quotation_random_id,
        },
      ]);
      return quotation.quotation_random_id;
    }),
  );
  return writeAnswer(ctx, caller, id, M.generated);
}

/**
 * Modifies a quotation (/generate-quotation/:leadId/:quotationId?type=1) against the version
 * read: new lines, delivery, validity (from today) and terms, priced again. Not once an order
 * was placed from it, nor for an ACQUIRED or LOST lead.
 */
export async function modifyQuotation(
  ctx: AppContext,
  caller: StaffCaller,
  quotationRandomId: string,
  input: TModifyQuotationRequest,
  idempotent: IdempotentRequest | null,
): Promise<QuotationWriteAnswer> {
  await runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const { tx, now, record } = scope;
      const before = await lockedQuotation(tx, quotationRandomId);
      if (!before) throw quotationsError('quotations.quotation_not_found');
      const lead = await lockedLead(tx, before.lead_id);
      if (!lead) throw quotationsError('quotations.lead_not_found');
      assertMayWorkLead(caller, lead);
      assertQuotable(lead);
      if (before.order_id !== null) throw quotationsError('quotations.has_order');
      if (before.version !== input.version) throw new AppError('STALE');
      const priced = await priceQuotation(tx, caller, ctx.config.quotations.dispatchState, input);
      const after = {
        delivery_address: input.delivery_address,
        delivery_pincode: input.delivery_pincode,
        ...totalsColumns(priced),
        validity_days: input.validity_days,
        valid_until: validUntilDay(now, input.validity_days),
        terms: input.terms,
      };
      await tx
        .update(quotations)
        .set({ ...after, version: before.version + 1, updated_at: now })
        .where(eq(quotations.id, before.id));
      await tx.delete(quotationLines).where(eq(quotationLines.quotation_id, before.id));
      await writeLines(tx, before.id, priced);
      await record.change({
        entity: 'quotation',
        id: before.quotation_random_id,
        changes: changedFields(before, after),
        reason: 'Quotation modified',
      });
      await quoteLead(scope, lead, priced);
      await recordLeadEvents(scope, [
        { lead_id: lead.id, kind: 'quotation_modified', quotation_random_id: quotationRandomId },
      ]);
      // onceOnly keeps an answer to replay: the quotation's id.
      return quotationRandomId;
    }),
  );
  return writeAnswer(ctx, caller, quotationRandomId, M.modified);
}

async function writeLines(tx: Database, quotationId: number, priced: PricedQuotation) {
  await tx
    .insert(quotationLines)
    .values(priced.lines.map((line) => ({ ...line, quotation_id: quotationId })));
}

/** The lead after a quotation: QUOTED when it was NEW, its location the delivery city. */
async function quoteLead(
  scope: UseCaseScope<StaffCaller>,
  lead: LeadRow,
  priced: PricedQuotation,
): Promise<void> {
  const { tx, now, record } = scope;
  const after = {
    lead_status: statusAfterQuotation(lead.lead_status as LeadStatus),
    shipping_city: priced.delivery_city,
  };
  const changes = changedFields(lead, after);
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(leads)
    .set({ ...after, version: lead.version + 1, updated_at: now })
    .where(eq(leads.id, lead.id));
  await record.change({ entity: 'lead', id: lead.id, changes, reason: 'Lead quoted' });
  if (after.lead_status !== lead.lead_status) {
    await recordLeadEvents(scope, [
      {
        lead_id: lead.id,
        kind: 'status_changed',
        from_status: lead.lead_status,
        to_status: after.lead_status,
      },
    ]);
  }
}

/** The quotation after a write, as the screen shows it. */
async function writeAnswer(
  ctx: AppContext,
  caller: StaffCaller,
  quotationRandomId: string,
  message: string,
): Promise<QuotationWriteAnswer> {
  const full = await quotationByRandomId(ctx.db, quotationRandomId);
  if (!full) throw quotationsError('quotations.quotation_not_found');
  return { success: true, message, quotation: quotationAnswer(full, caller, ctx.now()) };
}
