/**
 * The point of sale's demo (docs/retail.md "POS demo data"): fixed customers, POS orders in every
 * state, devices and bank offers, so every branch of the order detail page and every search row
 * shows on a fresh start. Times are offsets from the demo clock (`now`).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** POS machines per store; the first of each is the default the till preselects. */
export const DEMO_POS_DEVICES = [
  { retail_store_id: 'BLR-IND-01', device_number: 'PINE-IND-7001', is_default_device: true },
  { retail_store_id: 'BLR-IND-01', device_number: 'PINE-IND-7002', is_default_device: false },
  { retail_store_id: 'BLR-WHF-02', device_number: 'PINE-WHF-8001', is_default_device: true },
] as const;

/** The walk-in customers of the demo; their mobiles start with 7099 (no other demo's do). */
export const DEMO_POS_CUSTOMERS = [
  {
    key: 'asha',
    name: 'Asha Menon',
    mobile: '7099100001',
    alternate_mobile: '7099200001',
    email: 'asha.menon@example.in',
    /** Wallet credit: pot a (earned), pot b (refunds), paise. */
    wallet: { a: 80_000, b: 50_000 },
  },
  {
    key: 'rahul',
    name: 'Rahul Iyer',
    mobile: '7099100002',
    alternate_mobile: null,
    email: 'rahul.iyer@example.in',
    wallet: { a: 100_000, b: 0 },
  },
  {
    key: 'fatima',
    name: 'Fatima Khan',
    mobile: '7099100003',
    alternate_mobile: null,
    email: 'fatima.khan@example.in',
    wallet: { a: 0, b: 0 },
  },
  {
    key: 'vikram',
    name: 'Vikram Shetty',
    mobile: '7099100004',
    alternate_mobile: null,
    email: 'vikram.shetty@example.in',
    wallet: { a: 0, b: 25_000 },
  },
] as const;
export type DemoPosCustomerKey = (typeof DEMO_POS_CUSTOMERS)[number]['key'];

/** A demo line: a catalogue item of the orders' demo products. */
export interface DemoPosLine {
  sku: string;
  quantity: number;
  delivery_mode?: number;
  delivery_charges_paise?: number;
  /** Taken from the store now, with its batches. */
  batch_number?: string;
}

type PosState =
  | { kind: 'building' }
  | { kind: 'payment-in-progress'; mode: number; ptr_id: string; giftcard_paise?: number }
  | { kind: 'placed'; mode: number; bank_offer_key?: string; card_bin?: string }
  | { kind: 'cancelled'; mode: number; ptr_id: string };

export interface DemoPosOrder {
  order_random_id: string;
  store: 'BLR-IND-01' | 'BLR-WHF-02';
  customer: DemoPosCustomerKey;
  created_by: number;
  /** How long before the demo clock it was started. */
  age_ms: number;
  lines: readonly DemoPosLine[];
  coupon_code?: string;
  wallet_a_paise?: number;
  state: PosState;
}

/** The POS orders of the demo, one per state the detail page and the search show. */
export const DEMO_POS_ORDERS: readonly DemoPosOrder[] = [
  {
    order_random_id: 'RPBLD001',
    store: 'BLR-IND-01',
    customer: 'asha',
    created_by: 15,
    age_ms: 1 * HOUR_MS,
    lines: [
      { sku: 'MAT-ORTHO-72x36x6', quantity: 1, delivery_mode: 99 },
      { sku: 'PIL-MEMF-STD', quantity: 2, delivery_mode: 99, batch_number: '4100023311' },
    ],
    coupon_code: 'FLAT500',
    state: { kind: 'building' },
  },
  {
    order_random_id: 'RPBLD002',
    store: 'BLR-IND-01',
    customer: 'rahul',
    created_by: 28,
    age_ms: 2 * HOUR_MS,
    lines: [{ sku: 'MAT-MEMF-75x60x8', quantity: 1, delivery_mode: 4 }],
    state: { kind: 'building' },
  },
  {
    order_random_id: 'RPPAY001',
    store: 'BLR-IND-01',
    customer: 'fatima',
    created_by: 15,
    age_ms: 3 * HOUR_MS,
    lines: [{ sku: 'MAT-HYBR-72x60x10', quantity: 1, delivery_mode: 3 }],
    state: { kind: 'payment-in-progress', mode: -3, ptr_id: 'PTRDEMO0001' },
  },
  {
    order_random_id: 'RPPAYGC1',
    store: 'BLR-IND-01',
    customer: 'vikram',
    created_by: 15,
    age_ms: 4 * HOUR_MS,
    lines: [{ sku: 'MAT-LATX-78x72x8', quantity: 1, delivery_mode: 4 }],
    state: {
      kind: 'payment-in-progress',
      mode: 10,
      ptr_id: 'PTRDEMO0002',
      giftcard_paise: 500_000,
    },
  },
  {
    order_random_id: 'RPPLC001',
    store: 'BLR-IND-01',
    customer: 'asha',
    created_by: 15,
    age_ms: 2 * DAY_MS,
    lines: [{ sku: 'MAT-DUAL-72x48x5', quantity: 1, delivery_mode: 4 }],
    state: { kind: 'placed', mode: -1 },
  },
  {
    order_random_id: 'RPPLC002',
    store: 'BLR-IND-01',
    customer: 'rahul',
    created_by: 16,
    age_ms: 3 * DAY_MS,
    lines: [{ sku: 'MAT-ORTHO-78x60x8', quantity: 1, delivery_mode: 4 }],
    state: { kind: 'placed', mode: -3, bank_offer_key: 'HDFC10', card_bin: '485498' },
  },
  {
    order_random_id: 'RPCNL001',
    store: 'BLR-IND-01',
    customer: 'asha',
    created_by: 28,
    age_ms: 4 * DAY_MS,
    lines: [{ sku: 'MAT-BABY-48x24x4', quantity: 2, delivery_mode: 4 }],
    state: { kind: 'cancelled', mode: -3, ptr_id: 'PTRDEMO0003' },
  },
  {
    order_random_id: 'RPOLD001',
    store: 'BLR-IND-01',
    customer: 'asha',
    created_by: 15,
    age_ms: 12 * DAY_MS,
    lines: [{ sku: 'MAT-ORTHO-72x72x6', quantity: 1, delivery_mode: 4 }],
    state: { kind: 'placed', mode: 1 },
  },
  {
    order_random_id: 'RPWHF001',
    store: 'BLR-WHF-02',
    customer: 'vikram',
    created_by: 30,
    age_ms: 5 * HOUR_MS,
    lines: [{ sku: 'MAT-ORTHO-72x36x6', quantity: 1, delivery_mode: 4 }],
    state: { kind: 'building' },
  },
];

export const demoTime = (now: Date, ageMs: number): Date => new Date(now.getTime() - ageMs);
export { DAY_MS, HOUR_MS };

/** How many of the POS demo orders were placed: each is an order of the console too. */
export const DEMO_POS_PLACED_ORDERS = DEMO_POS_ORDERS.filter(
  (o) => o.state.kind === 'placed',
).length;
