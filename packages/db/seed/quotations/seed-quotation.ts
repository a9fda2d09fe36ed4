import {
  flatQuotationTotals,
  priceQuotationLine,
  quotationTotals,
  supplyKind,
  validUntilDay,
  DEFAULT_QUOTATION_TERMS,
} from '@backoffice/domain/quotations';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  leadEvents,
  leads,
  pincodes,
  quotationLines,
  quotations,
  type LeadRow,
  type QuotationRow,
} from '../../src/schema/index';

/** The dispatch state of the demo quotations (the server's DISPATCH_STATE default). */
export const DEMO_DISPATCH_STATE = 'Karnataka';

export interface LeadSeed {
  name: string;
  mobile_number: string;
  email_id?: string | null;
  lead_type: number;
  customer_segment: number;
  lead_status: 'NEW' | 'QUOTED' | 'ACQUIRED' | 'LOST';
  created_by_id: number | null;
  created_at: Date;
  crm_lead_id?: string | null;
  crm_pushed_status?: string | null;
  comments?: string | null;
}

/** Inserts a lead with its 'created' (or 'pulled from the CRM') event. */
export async function seedLead(db: Database, s: LeadSeed): Promise<LeadRow> {
  const [lead] = await db
    .insert(leads)
    .values({
      ...s,
      email_id: s.email_id ?? null,
      expected_closure_date: validUntilDay(s.created_at, 30),
      updated_at: s.created_at,
    })
    .returning();
  if (!lead) throw new Error('seedLead: insert returned no row');
  await db.insert(leadEvents).values({
    lead_id: lead.id,
    kind: s.created_by_id === null ? 'pulled_from_crm' : 'created',
    to_status: 'NEW',
    by_login_id: s.created_by_id,
    by_name: null,
    created_at: s.created_at,
  });
  return lead;
}

export interface QuotationLineSeed {
  item_sku: string;
  item_name: string;
  item_quantity: number;
  unit_price_paise: number;
  mrp_paise: number;
  discount_bp: number;
}

/** Inserts a quotation priced by the domain's rules, with its lines and a 'generated' event. */
export async function seedQuotation(
  db: Database,
  q: {
    quotation_random_id: string;
    lead: LeadRow;
    lines: readonly QuotationLineSeed[];
    delivery_pincode: string;
    delivery_charges_paise: number;
    validity_days: number;
    created_at: Date;
    order?: { id: number; order_random_id: string } | null;
  },
): Promise<QuotationRow> {
  const [place] = await db.select().from(pincodes).where(eq(pincodes.pincode, q.delivery_pincode));
  if (!place) throw new Error(`seedQuotation: no pincode ${q.delivery_pincode}`);
  const kind = supplyKind(DEMO_DISPATCH_STATE, place.state);
  const priced = q.lines.map((l) => ({ ...l, ...priceQuotationLine({ ...l }) }));
  const totals = quotationTotals(priced, q.delivery_charges_paise, kind);
  const [row] = await db
    .insert(quotations)
    .values({
      quotation_random_id: q.quotation_random_id,
      lead_id: q.lead.id,
      delivery_address: `${place.city} office`,
      delivery_pincode: q.delivery_pincode,
      delivery_city: place.city,
      delivery_state: place.state,
      dispatch_state: DEMO_DISPATCH_STATE,
      supply_kind: kind,
      ...flatQuotationTotals(totals),
      validity_days: q.validity_days,
      valid_until: validUntilDay(q.created_at, q.validity_days),
      terms: DEFAULT_QUOTATION_TERMS,
      order_id: q.order?.id ?? null,
      order_random_id: q.order?.order_random_id ?? null,
      created_by_id: q.lead.created_by_id,
      created_at: q.created_at,
      updated_at: q.created_at,
    })
    .returning();
  if (!row) throw new Error('seedQuotation: insert returned no row');
  await db
    .insert(quotationLines)
    .values(priced.map((l, position) => ({ ...l, position, quotation_id: row.id })));
  await db.update(leads).set({ shipping_city: place.city }).where(eq(leads.id, q.lead.id));
  await db.insert(leadEvents).values({
    lead_id: q.lead.id,
    kind: 'quotation_generated',
    quotation_random_id: row.quotation_random_id,
    by_login_id: q.lead.created_by_id,
    created_at: q.created_at,
  });
  return row;
}
