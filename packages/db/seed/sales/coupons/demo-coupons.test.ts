import { couponIneligibility, type CouponUse } from '@backoffice/domain/sales/coupons';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/client';
import { coupons, orders } from '../../../src/schema/index';
import { createTestDatabase } from '../../test-database';
import { seedCoupon } from './seed-coupon';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const couponOf = async (code: string) => {
  const [row] = await handle.db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
};

describe('the demo coupons', () => {
  it('hold every code the demo orders carry, each counting its orders as used', async () => {
    const used = await handle.db
      .select({ code: orders.coupon_code, orders: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.coupon_code} is not null`)
      .groupBy(orders.coupon_code);
    expect(used.length).toBeGreaterThan(0);
    for (const { code, orders: count } of used) {
      expect((await couponOf(code ?? '')).used_count, `${code}`).toBe(count);
    }
  });

  it.each([
    ['FESTIVE10', {}, null],
    ['FLAT500', {}, null],
    ['MONSOON20', {}, 'This coupon expired on'],
    ['NEWYEAR25', {}, 'This coupon is valid from'],
    ['PAUSED5', {}, 'This coupon is no longer active'],
    ['LIMITED50', {}, 'This coupon has reached its usage limit'],
    ['MARKET5', {}, 'This coupon is not valid on this sales channel'],
    ['MARKET5', { affiliate_id: 3 }, null],
    ['BIGSAVE15', {}, 'This coupon needs a minimum order value of ₹25,000'],
    ['BIGSAVE15', { order_value_paise: 2_500_000 }, null],
    ['BANK10', { payment_type: 'COD' }, 'This bank offer coupon applies to online payments only'],
  ] as const)('%s with %j: %j', async (code, use, message) => {
    const base: CouponUse = { now: new Date(), affiliate_id: 0, order_value_paise: 1_000_000 };
    const answer = couponIneligibility(await couponOf(code), { ...base, ...use });
    if (message === null) expect(answer).toBeNull();
    else expect(answer).toContain(message);
  });
});

describe('the coupons table', () => {
  it.each([
    ['a lower-case code', { code: 'lower10' }],
    ['a percent above 100%', { value: 10_001 }],
    ['an end before the start', { valid_to: new Date(Date.now() - 400 * 86_400_000) }],
    ['more uses than the limit', { usage_limit: 1, used_count: 2 }],
    ['an unknown channel', { channels: [12] }],
    ['an unknown kind', { discount_kind: 'bogo' as 'flat' }],
  ])('refuses %s', async (_label, overrides) => {
    await expect(seedCoupon(handle.db, overrides)).rejects.toThrow();
  });

  it('refuses a second coupon with the same code', async () => {
    await seedCoupon(handle.db, { code: 'TWICE10' });
    await expect(seedCoupon(handle.db, { code: 'TWICE10' })).rejects.toThrow();
  });
});
