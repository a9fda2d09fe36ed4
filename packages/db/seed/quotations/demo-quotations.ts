import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  carts,
  catalogueSkus,
  customers,
  leadEvents,
  leadSyncRuns,
  orders,
} from '../../src/schema/index';
import { seedPincodes } from '../orders/pincode-directory';
import { seedLead, seedQuotation, type QuotationLineSeed } from './seed-quotation';

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTNERSHIPS = 14;
const FOAM_B2B = 21;
const BULK_RETAIL = 22;

/**
 * The demo leads and quotations (docs/quotations.md): a lead of each type and status, an
 * intra-state and an inter-state quotation, one with an order placed from it (its lead
 * ACQUIRED), one expired, a lead pulled from the lead CRM and one sync run.
 */
export async function seedDemoQuotations(db: Database, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // The delivery places' states decide the tax split (rows already there are kept).
  await seedPincodes(db);
  const items = await db
    .select()
    .from(catalogueSkus)
    .where(eq(catalogueSkus.is_active, true))
    .orderBy(asc(catalogueSkus.sku))
    .limit(3);
  const line = (i: number, quantity: number, discountBp: number): QuotationLineSeed[] => {
    const item = items[i % Math.max(items.length, 1)];
    if (!item) return [];
    return [
      {
        item_sku: item.sku,
        item_name: item.full_name,
        item_quantity: quantity,
        unit_price_paise: item.price_paise,
        mrp_paise: item.mrp_paise,
        discount_bp: discountBp,
      },
    ];
  };
  if (items.length === 0) return;

  await seedLead(db, {
    name: 'Ritu Malhotra',
    mobile_number: '9845012301',
    email_id: 'ritu.malhotra@example.in',
    lead_type: 1,
    customer_segment: 1,
    lead_status: 'NEW',
    created_by_id: PARTNERSHIPS,
    created_at: ago(1),
    comments: 'Corporate guest house, 12 rooms',
  });

  const quoted = await seedLead(db, {
    name: 'Hotel Sea Breeze',
    mobile_number: '9845012302',
    email_id: 'purchase@seabreeze.example.in',
    lead_type: 2,
    customer_segment: 2,
    lead_status: 'QUOTED',
    created_by_id: PARTNERSHIPS,
    created_at: ago(3),
  });
  await seedQuotation(db, {
    quotation_random_id: 'QTDEMO000001',
    lead: quoted,
    lines: [...line(0, 12, 800), ...line(1, 12, 500)],
    delivery_pincode: '560025',
    delivery_charges_paise: 150_000,
    validity_days: 15,
    created_at: ago(2),
  });
  await seedQuotation(db, {
    quotation_random_id: 'QTDEMO000002',
    lead: quoted,
    lines: line(0, 20, 1000),
    delivery_pincode: '600001',
    delivery_charges_paise: 250_000,
    validity_days: 30,
    created_at: ago(1),
  });

  await seedAcquiredLead(db, ago);

  const expired = await seedLead(db, {
    name: 'Green Valley School',
    mobile_number: '9845012304',
    lead_type: 2,
    customer_segment: 4,
    lead_status: 'QUOTED',
    created_by_id: FOAM_B2B,
    created_at: ago(40),
  });
  await seedQuotation(db, {
    quotation_random_id: 'QTDEMO000004',
    lead: expired,
    lines: line(2, 60, 1500),
    delivery_pincode: '560025',
    delivery_charges_paise: 0,
    validity_days: 15,
    created_at: ago(30),
  });

  await seedLead(db, {
    name: 'Arvind Textiles',
    mobile_number: '9845012305',
    lead_type: 1,
    customer_segment: 1,
    lead_status: 'LOST',
    created_by_id: BULK_RETAIL,
    created_at: ago(20),
    comments: 'Chose another supplier',
  });

  await seedLead(db, {
    name: 'Kavya Menon',
    mobile_number: '9845012306',
    email_id: 'kavya.menon@example.com',
    lead_type: 2,
    customer_segment: 6,
    lead_status: 'NEW',
    created_by_id: null,
    created_at: ago(0),
    crm_lead_id: 'LSQ-DEMO-1',
    crm_pushed_status: 'NEW',
  });
  await db.insert(leadSyncRuns).values({
    kind: 'pull',
    done_count: 1,
    skipped_count: 0,
    message: 'Leads pulled: 1, skipped: 0.',
    by_login_id: PARTNERSHIPS,
    by_name: 'Nisha Kapoor',
    created_at: ago(0),
  });
}

/**
 * The ACQUIRED lead: a quotation whose order is one of the demo orders of the own channel, its
 * lines that order's carts at their prices (what the quotation promised and the order took), the
 * lead the order's customer. Without demo orders (a staff-only seed) there is none.
 */
async function seedAcquiredLead(db: Database, ago: (days: number) => Date): Promise<void> {
  const [placed] = await db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(and(eq(orders.affiliate_id, 0), eq(orders.payment_type, 'COD')))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!placed) return;
  const orderCarts = await db.select().from(carts).where(eq(carts.order_id, placed.order.id));
  const acquired = await seedLead(db, {
    name: placed.customer.name,
    mobile_number: placed.customer.mobile,
    email_id: placed.customer.email?.toLowerCase() ?? null,
    lead_type: 3,
    customer_segment: 5,
    lead_status: 'ACQUIRED',
    created_by_id: PARTNERSHIPS,
    created_at: ago(10),
  });
  await seedQuotation(db, {
    quotation_random_id: 'QTDEMO000003',
    lead: acquired,
    lines: orderCarts.map((c) => ({
      item_sku: c.item_sku,
      item_name: c.item_name,
      item_quantity: c.item_quantity,
      unit_price_paise: c.price_paise,
      mrp_paise: c.mrp_paise,
      discount_bp: 0,
    })),
    delivery_pincode: '560025',
    delivery_charges_paise: 0,
    validity_days: 15,
    created_at: ago(6),
    order: placed.order,
  });
  await db.insert(leadEvents).values({
    lead_id: acquired.id,
    kind: 'order_placed',
    from_status: 'QUOTED',
    to_status: 'ACQUIRED',
    quotation_random_id: 'QTDEMO000003',
    order_random_id: placed.order.order_random_id,
    by_login_id: PARTNERSHIPS,
    created_at: ago(5),
  });
}
