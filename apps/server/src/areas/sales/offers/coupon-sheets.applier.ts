import { coupons, type CouponRow } from '@backoffice/db/schema';
import {
  ACTIVATE_OFFER_SHEET,
  AUTOMATION_MESSAGES as A,
  DEACTIVATE_OFFER_SHEET,
  type ActivateOfferRow,
  type DeactivateOfferRow,
} from '@backoffice/domain/uploads';
import { eq, sql } from 'drizzle-orm';
import type { AuditChanges } from '@backoffice/db/schema';
import type { UseCaseScope } from '../../../core/use-case';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';

const COUPON_CODE = 'Coupon Code';

async function lockedCoupon(scope: UseCaseScope, code: string): Promise<CouponRow | undefined> {
  const [coupon] = await scope.tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, code))
    .for('update');
  return coupon;
}

/** Sets a coupon's state and end, recording what changed; nothing when nothing changes. */
async function setCoupon(
  scope: UseCaseScope,
  coupon: CouponRow,
  change: { active: boolean; valid_to?: Date },
  reason: string,
): Promise<void> {
  const changes: AuditChanges = {};
  if (coupon.active !== change.active) {
    changes.active = { before: coupon.active, after: change.active };
  }
  if (change.valid_to && change.valid_to.getTime() !== coupon.valid_to.getTime()) {
    changes.valid_to = {
      before: coupon.valid_to.toISOString(),
      after: change.valid_to.toISOString(),
    };
  }
  if (Object.keys(changes).length === 0) return;
  await scope.tx
    .update(coupons)
    .set({ ...change, version: sql`${coupons.version} + 1`, updated_at: scope.now })
    .where(eq(coupons.id, coupon.id));
  await scope.record.change({ entity: 'coupon', id: coupon.code, changes, reason });
}

async function activateOffer(
  scope: UseCaseScope,
  row: ActivateOfferRow,
): Promise<RowRefusal | null> {
  const coupon = await lockedCoupon(scope, row.coupon_code);
  if (!coupon) return { column: COUPON_CODE, message: A.couponNotFound(row.coupon_code) };
  if (row.valid_until && row.valid_until <= scope.now) {
    return { column: 'Valid Until', message: A.validUntilPassed };
  }
  if (row.valid_until && row.valid_until <= coupon.valid_from) {
    return { column: 'Valid Until', message: A.validUntilBeforeStart };
  }
  const end = row.valid_until ? { valid_to: row.valid_until } : {};
  await setCoupon(scope, coupon, { active: true, ...end }, 'Activate offer sheet');
  return null;
}

async function deactivateOffer(
  scope: UseCaseScope,
  row: DeactivateOfferRow,
): Promise<RowRefusal | null> {
  const coupon = await lockedCoupon(scope, row.coupon_code);
  if (!coupon) return { column: COUPON_CODE, message: A.couponNotFound(row.coupon_code) };
  await setCoupon(scope, coupon, { active: false }, 'Deactivate offer sheet');
  return null;
}

/** activate_offer_sheet: switches coupons on, until Valid Until when given; an unknown code fails. */
export const activateOfferApplier: SheetApplier<ActivateOfferRow> = {
  type: ACTIVATE_OFFER_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => activateOffer(scope, row)),
};

/** deactivate_offer_sheet: switches coupons off; an unknown code fails. */
export const deactivateOfferApplier: SheetApplier<DeactivateOfferRow> = {
  type: DEACTIVATE_OFFER_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => deactivateOffer(scope, row)),
};
