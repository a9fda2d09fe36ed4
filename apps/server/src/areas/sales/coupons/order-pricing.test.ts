import { auditLog, coupons } from '@backoffice/db/schema';
import { seedCoupon } from '@backoffice/db/seed';
import type { PricingLine } from '@backoffice/domain/sales/coupons';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runUseCase, type Caller } from '../../../core/use-case';
import { claimCouponUse, releaseCouponUse } from './coupon-store';
import { priceOrderLines } from './order-pricing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BED: PricingLine = {
  item_sku: 'BED-Q',
  item_quantity: 1,
  item_price: 1_200_000,
  item_mrp: 1_500_000,
  delivery_charges: 50_000,
  docket_quantity: 2,
};
const CALLER: Caller = {
  login_id: 2,
  name: 'OC Agent',
  role: 'CET,OC',
  principal: null,
  request_id: null,
};
const usedCount = async (id: number) =>
  (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]?.used_count;

describe('priceOrderLines (for placing and changing orders)', () => {
  it('prices in paise with the coupon row', async () => {
    const priced = await priceOrderLines(t.ctx, [BED], 'festive10', 0, { pincode: '560001' });
    expect(priced.coupon?.code).toBe('FESTIVE10');
    expect(priced.is_oda_location).toBe(false);
    expect(priced.totals).toMatchObject({
      total: 1_500_000,
      coupon_discount: 120_000,
      discount: 420_000,
      net: 1_080_000,
      payable: 1_130_000,
    });
  });

  it.each([null, '', '  '])('prices %j as no coupon', async (code) => {
    const priced = await priceOrderLines(t.ctx, [BED], code, 0);
    expect(priced.coupon).toBeNull();
    expect(priced.totals).toMatchObject({ total: 1_200_000, discount: 0, net: 1_200_000 });
  });

  it('refuses an ineligible coupon with a 400 on coupon_code', async () => {
    await expect(priceOrderLines(t.ctx, [BED], 'MARKET5', 0)).rejects.toMatchObject({
      status: 400,
      fields: { coupon_code: 'This coupon is not valid on this sales channel' },
    });
    await expect(
      priceOrderLines(t.ctx, [BED], 'BANK10', 0, { paymentType: 'COD' }),
    ).rejects.toMatchObject({
      fields: { coupon_code: 'This bank offer coupon applies to online payments only' },
    });
  });

  it('runs inside the order transaction', async () => {
    const priced = await t.db.transaction((tx) =>
      priceOrderLines({ ...t.ctx, db: tx }, [BED], 'FLAT500', 0),
    );
    expect(priced.totals.coupon_discount).toBe(50_000);
  });
});

describe('counting coupon uses', () => {
  it('claims up to the limit, audited, and refuses the next order', async () => {
    const coupon = await seedCoupon(t.db, { code: 'TWOUSES', usage_limit: 2 });
    for (const order_random_id of ['ORDA0001', 'ORDA0002']) {
      await runUseCase(t.ctx, CALLER, (scope) =>
        claimCouponUse(scope, { coupon, order_random_id }),
      );
    }
    expect(await usedCount(coupon.id)).toBe(2);
    await expect(
      runUseCase(t.ctx, CALLER, (scope) =>
        claimCouponUse(scope, { coupon, order_random_id: 'ORDA0003' }),
      ),
    ).rejects.toMatchObject({ fields: { coupon_code: 'This coupon has reached its usage limit' } });
    expect(await usedCount(coupon.id)).toBe(2);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entity_id, 'TWOUSES')))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.changes, a.reason])).toEqual([
      [{ used_count: { before: 0, after: 1 } }, 'Used by order ORDA0001'],
      [{ used_count: { before: 1, after: 2 } }, 'Used by order ORDA0002'],
    ]);
  });

  it('releases a use, never below 0', async () => {
    const coupon = await seedCoupon(t.db, { code: 'GIVEBACK', used_count: 1 });
    const release = () =>
      runUseCase(t.ctx, CALLER, (scope) =>
        releaseCouponUse(scope, { coupon, order_random_id: 'ORDB0001' }),
      );
    await release();
    await release();
    expect(await usedCount(coupon.id)).toBe(0);
  });
});
