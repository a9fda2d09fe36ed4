import type { Database } from '@backoffice/db';
import {
  leads,
  quotationLines,
  quotations,
  type LeadRow,
  type QuotationLineRow,
  type QuotationRow,
} from '@backoffice/db/schema';
import { asc, eq } from 'drizzle-orm';

/** A quotation with its lines (in their order) and its lead. */
export interface FullQuotation {
  quotation: QuotationRow;
  lines: QuotationLineRow[];
  lead: LeadRow;
}

/** A quotation by its id with its lines and lead, or undefined. */
export async function quotationByRandomId(
  db: Database,
  quotationRandomId: string,
): Promise<FullQuotation | undefined> {
  const [row] = await db
    .select({ quotation: quotations, lead: leads })
    .from(quotations)
    .innerJoin(leads, eq(leads.id, quotations.lead_id))
    .where(eq(quotations.quotation_random_id, quotationRandomId));
  if (!row) return undefined;
  return { ...row, lines: await linesOf(db, row.quotation.id) };
}

/** A quotation locked for a change in the caller's transaction, or undefined. */
export async function lockedQuotation(
  tx: Database,
  quotationRandomId: string,
): Promise<QuotationRow | undefined> {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(eq(quotations.quotation_random_id, quotationRandomId))
    .for('update');
  return row;
}

/** The lines of a quotation, in their order. */
export async function linesOf(db: Database, quotationId: number): Promise<QuotationLineRow[]> {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotation_id, quotationId))
    .orderBy(asc(quotationLines.position));
}
