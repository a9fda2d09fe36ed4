import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/client';
import { coupons, type NewCouponRow } from '../../../src/schema/index';

const DAY_MS = 86_400_000;

/** The codes the demo orders carry (orders/order-plan.ts): valid, 10% off, any channel. */
export const DEMO_ORDER_COUPON_CODES = ['SLEEP10', 'FESTIVE10', 'WELCOME10'] as const;

type DemoCoupon = Omit<NewCouponRow, 'valid_from' | 'valid_to'> & {
  /** Days from the seed's moment (negative: in the past). */
  from_days: number;
  to_days: number;
};

/** The demo coupons, one per rule a coupon box can meet (docs/sales.md). */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  ...DEMO_ORDER_COUPON_CODES.map((code) => ({
    code,
    description: '10% off the order',
    discount_kind: 'percent' as const,
    value: 1_000,
    from_days: -730,
    to_days: 365,
  })),
  {
    code: 'FLAT500',
    description: '₹500 off any order',
    discount_kind: 'flat',
    value: 50_000,
    from_days: -90,
    to_days: 180,
  },
  {
    code: 'BIGSAVE15',
    description: '15% off orders of ₹25,000 or more, up to ₹3,000',
    discount_kind: 'percent',
    value: 1_500,
    max_discount_paise: 300_000,
    min_order_paise: 2_500_000,
    from_days: -30,
    to_days: 90,
  },
  {
    code: 'MONSOON20',
    description: '20% off in the monsoon sale (ended)',
    discount_kind: 'percent',
    value: 2_000,
    from_days: -120,
    to_days: -30,
  },
  {
    code: 'NEWYEAR25',
    description: '25% off from the new-year sale (not started)',
    discount_kind: 'percent',
    value: 2_500,
    from_days: 30,
    to_days: 60,
  },
  {
    code: 'PAUSED5',
    description: '5% off (switched off)',
    discount_kind: 'percent',
    value: 500,
    active: false,
    from_days: -60,
    to_days: 60,
  },
  {
    code: 'LIMITED50',
    description: '₹1,000 off for the first 50 orders (all used)',
    discount_kind: 'flat',
    value: 100_000,
    usage_limit: 50,
    used_count: 50,
    from_days: -60,
    to_days: 60,
  },
  {
    code: 'MARKET5',
    description: '5% off on marketplace channels 1 and 3',
    discount_kind: 'percent',
    value: 500,
    channels: [1, 3],
    from_days: -60,
    to_days: 60,
  },
  {
    code: 'BANK10',
    description: '10% off with a bank card, up to ₹1,500',
    discount_kind: 'percent',
    value: 1_000,
    max_discount_paise: 150_000,
    is_bank_coupon: true,
    from_days: -60,
    to_days: 60,
  },
  {
    code: 'PREPAID5',
    description: '5% off prepaid orders (no cash payment)',
    discount_kind: 'percent',
    value: 500,
    classification_id: 23,
    from_days: -60,
    to_days: 60,
  },
];

/**
 * The demo coupons, valid relative to `now`. Runs after the demo orders: a coupon without a
 * usage limit counts the demo orders that carry its code as used.
 */
export async function seedDemoCoupons(tx: Database, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.insert(coupons).values(
    DEMO_COUPONS.map(({ from_days, to_days, ...coupon }) => ({
      ...coupon,
      valid_from: at(from_days),
      valid_to: at(to_days),
      created_at: now,
      updated_at: now,
    })),
  );
}

/**
 * Sets each unlimited coupon's used count to the demo orders that carry it: the demo seed's last
 * step, once every area that places orders with coupons (the till's among them) has.
 */
export async function countCouponUses(tx: Database): Promise<void> {
  await tx.execute(sql`
    update coupons set used_count = (select count(*) from orders where orders.coupon_code = coupons.code)
    where usage_limit is null`);
}
