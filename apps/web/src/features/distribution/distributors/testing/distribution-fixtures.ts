import type {
  CreditApprovalRow,
  Distributor,
  DistributorRow,
  DistributionPriceRow,
} from '@backoffice/domain/distribution';

/** A distributor as the list shows it: Active, COD off, ₹50,000 available. */
export const aDistributorRow = (over: Partial<DistributorRow> = {}): DistributorRow => ({
  distributor_code: 'DST-BLR-001',
  name: 'Sri Lakshmi Furnishings',
  active: true,
  status: 'Active',
  email: 'orders@srilakshmi.example.in',
  phone_number: '9845012345',
  city: 'Bengaluru',
  state: 'Karnataka',
  gst_number: '29ABCDE1234F1Z5',
  is_noc_obtained: false,
  referred_by: 'Distribution',
  is_cod_enabled: false,
  credit_limit: 20_000,
  credit_balance: 30_000,
  available_credit: 50_000,
  pending_credit: 0,
  version: 3,
  ...over,
});

/** The same distributor with every field of the company form. */
export const aDistributor = (over: Partial<Distributor> = {}): Distributor => ({
  ...aDistributorRow(),
  address: '14 Residency Road, Shanthala Nagar',
  landmark: 'Opposite the park',
  pincode: '560025',
  billing_address: '14 Residency Road, Shanthala Nagar',
  billing_landmark: 'Opposite the park',
  billing_pincode: '560025',
  billing_city: 'Bengaluru',
  billing_state: 'Karnataka',
  gst_organization: 'SRI LAKSHMI FURNISHINGS PRIVATE LIMITED',
  gst_verified_at: '2026-11-20T05:30:00.000Z',
  pan: 'ABCDE1234F',
  contact_name: 'Ramesh Kumar',
  contact_email: null,
  contact_phone: null,
  created_at: '2026-11-18T05:30:00.000Z',
  updated_at: '2026-11-20T05:30:00.000Z',
  ...over,
});

/** A credit log with no credit pending approval. */
export const NO_PENDING_CREDITS = { pending_credits: [], pending_count: 0, pending_total: 0 };

/** A manual credit of ₹2,00,000 the Distribution Manager (17) raised, pending approval. */
export const aPendingCredit = (over: Partial<CreditApprovalRow> = {}): CreditApprovalRow => ({
  id: 41,
  amount: 200_000,
  remark: 'Diwali scheme credit',
  transaction_at: '2026-11-26T05:30:00.000Z',
  source: 'manual',
  source_label: 'Manual credit',
  status: 'pending',
  status_label: 'Pending approval',
  raised_at: '2026-11-26T05:30:00.000Z',
  raised_by: 'Distribution Manager',
  raised_by_login_id: 17,
  decided_by: null,
  decided_at: null,
  decision_comment: null,
  version: 1,
  ...over,
});

/** A mattress's distributor price (request type 5) with its dealer customer price. */
export const aPriceRow = (over: Partial<DistributionPriceRow> = {}): DistributionPriceRow => ({
  item_sku: 'MAT-ORTHO-72x36x6',
  item_full_name: 'Ortho Mattress 72 x 36 x 6',
  item_dimensions: '72 x 36 x 6',
  price: 9_000,
  dealer_cx_price: 11_500,
  item_price: 12_999,
  item_mrp: 19_999,
  request_type: 5,
  updated_at: '2026-11-20T05:30:00.000Z',
  ...over,
});
