import type { Database } from '@backoffice/db';
import { leads, quotations, staff, type LeadRow, type QuotationRow } from '@backoffice/db/schema';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';

/** A lead with its owner's name (null for a lead pulled from the lead CRM). */
export interface LeadWithOwner {
  lead: LeadRow;
  owner_name: string | null;
}

/** The leads matching an e-mail or mobile (exact, lower-cased), newest first, one page. */
export async function leadsPage(
  db: Database,
  q: { search: string | null; limit: number; offset: number },
): Promise<{ rows: LeadWithOwner[]; total: number }> {
  const where: SQL | undefined = q.search
    ? or(eq(leads.mobile_number, q.search), eq(leads.email_id, q.search))
    : undefined;
  const rows = await db
    .select({ lead: leads, owner_name: staff.name })
    .from(leads)
    .leftJoin(staff, eq(staff.login_id, leads.created_by_id))
    .where(where)
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A lead with its owner's name, or undefined. */
export async function leadById(db: Database, id: number): Promise<LeadWithOwner | undefined> {
  const [row] = await db
    .select({ lead: leads, owner_name: staff.name })
    .from(leads)
    .leftJoin(staff, eq(staff.login_id, leads.created_by_id))
    .where(eq(leads.id, id));
  return row;
}

/** A lead locked for a change in the caller's transaction, or undefined. */
export async function lockedLead(tx: Database, id: number): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return row;
}

/** The quotations of some leads, newest first. */
export async function quotationsOfLeads(
  db: Database,
  leadIds: readonly number[],
): Promise<QuotationRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(quotations)
    .where(inArray(quotations.lead_id, [...leadIds]))
    .orderBy(desc(quotations.created_at), desc(quotations.id));
}

/** The open lead (NEW or QUOTED) of a mobile number, if any. */
export async function openLeadOfMobile(db: Database, mobile: string): Promise<LeadRow | undefined> {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.mobile_number, mobile), inArray(leads.lead_status, ['NEW', 'QUOTED'])));
  return row;
}
