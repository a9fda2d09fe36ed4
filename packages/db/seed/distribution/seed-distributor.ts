import type { Database } from '../../src/client';
import {
  dealerCreditEntries,
  distributors,
  type DealerCreditEntryRow,
  type DistributorDbRow,
  type NewDistributorDbRow,
} from '../../src/schema/index';

/**
 * A distributor for tests and the demo: a valid company form (GSTIN active on the sandbox GST
 * register, New Delhi's 110001), Disabled - Pending Approval unless the overrides say otherwise.
 */
export async function seedDistributor(
  db: Database,
  overrides: Partial<NewDistributorDbRow> = {},
): Promise<DistributorDbRow> {
  const [row] = await db
    .insert(distributors)
    .values({
      distributor_code: 'SAP-TEST-0001',
      name: 'Test Sleep Distributors',
      email: 'orders@testsleep.example',
      phone_number: '7011000001',
      address: '14, Okhla Industrial Estate Phase 3',
      landmark: 'Near Crown Plaza',
      pincode: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      billing_address: '14, Okhla Industrial Estate Phase 3',
      billing_landmark: 'Near Crown Plaza',
      billing_pincode: '110001',
      billing_city: 'New Delhi',
      billing_state: 'Delhi',
      is_noc_obtained: false,
      gst_number: '07AAECS1234F1ZQ',
      gst_organization: 'Test Sleep Distributors Private Limited',
      pan: 'AAECS1234F',
      contact_name: 'Rohit Malhotra',
      contact_email: 'rohit@testsleep.example',
      contact_phone: '7011000002',
      referred_by: 'Distribution',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seedDistributor: the insert returned no row');
  return row;
}

/** A credit entry of a distributor's ledger (a Credit by upload unless the overrides say so). */
export async function seedCreditEntry(
  db: Database,
  distributor: Pick<DistributorDbRow, 'id'>,
  overrides: Partial<typeof dealerCreditEntries.$inferInsert> = {},
): Promise<DealerCreditEntryRow> {
  const [row] = await db
    .insert(dealerCreditEntries)
    .values({
      distributor_id: distributor.id,
      transaction_type: 'Credit',
      amount_paise: 100_000_00,
      source: 'upload',
      remark: 'Advance received by NEFT',
      transaction_at: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seedCreditEntry: the insert returned no row');
  return row;
}
