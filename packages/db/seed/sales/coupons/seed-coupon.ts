import type { Database } from '../../../src/client';
import { coupons, type CouponRow, type NewCouponRow } from '../../../src/schema/index';

const DAY_MS = 86_400_000;
let seeded = 0;

/**
 * Inserts one coupon: by default an active 10% coupon for every channel, valid from a year ago
 * for a year to come, with no minimum, cap or usage limit. `code` is made unique when omitted.
 */
export async function seedCoupon(
  db: Database,
  overrides: Partial<NewCouponRow> = {},
): Promise<CouponRow> {
  seeded += 1;
  const now = Date.now();
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${now.toString(36).toUpperCase()}${seeded}`,
      description: '10% off the order',
      discount_kind: 'percent',
      value: 1_000,
      valid_from: new Date(now - 365 * DAY_MS),
      valid_to: new Date(now + 365 * DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('seedCoupon: nothing inserted');
  return row;
}
