import type { Database } from '@backoffice/db';
import { coupons, type CouponRow } from '@backoffice/db/schema';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { couponError } from './coupons.errors';
import type { UseCaseScope } from '../../../core/use-case';

/** The coupon of an (upper-case) code, if there is one. */
export async function findCoupon(db: Database, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

interface CouponUseChange {
  coupon: Pick<CouponRow, 'id' | 'code'>;
  order_random_id: string;
}

/**
 * Counts one use of a coupon by an order placed in this transaction, audited. The count rises
 * only while under the usage limit, so two orders racing for the last use cannot both have it:
 * the loser gets "This coupon has reached its usage limit" on coupon_code.
 */
export async function claimCouponUse(
  { tx, now, record }: UseCaseScope,
  { coupon, order_random_id }: CouponUseChange,
): Promise<void> {
  const [row] = await tx
    .update(coupons)
    .set({
      used_count: sql`${coupons.used_count} + 1`,
      version: sql`${coupons.version} + 1`,
      updated_at: now,
    })
    .where(
      and(
        eq(coupons.id, coupon.id),
        or(isNull(coupons.usage_limit), lt(coupons.used_count, coupons.usage_limit)),
      ),
    )
    .returning({ used_count: coupons.used_count });
  if (!row) throw couponError('sales.coupon_used_up').at('coupon_code');
  await record.change({
    entity: 'coupon',
    id: coupon.code,
    changes: { used_count: { before: row.used_count - 1, after: row.used_count } },
    reason: `Used by order ${order_random_id}`,
  });
}

/**
 * Gives a use back when an order drops its coupon (cancelled before delivery, or the coupon
 * removed in a cart edit), audited; a count already at 0 stays there.
 */
export async function releaseCouponUse(
  { tx, now, record }: UseCaseScope,
  { coupon, order_random_id }: CouponUseChange,
): Promise<void> {
  const [row] = await tx
    .update(coupons)
    .set({
      used_count: sql`${coupons.used_count} - 1`,
      version: sql`${coupons.version} + 1`,
      updated_at: now,
    })
    .where(and(eq(coupons.id, coupon.id), gt(coupons.used_count, 0)))
    .returning({ used_count: coupons.used_count });
  if (!row) return;
  await record.change({
    entity: 'coupon',
    id: coupon.code,
    changes: { used_count: { before: row.used_count + 1, after: row.used_count } },
    reason: `Released by order ${order_random_id}`,
  });
}
