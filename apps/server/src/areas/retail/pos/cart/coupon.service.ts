import { coupons } from '@backoffice/db/schema';
import type { PosWriteAnswer, TApplyCouponRequest } from '@backoffice/domain/retail/pos';
import { OWN_CHANNEL_ID } from '@backoffice/domain/core/channels';
import { couponIneligibility } from '@backoffice/domain/sales/coupons';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { editPosOrder } from '../order-for-write';
import { linesOf } from '../placing/pos-order.queries';
import { posError } from '../pos.errors';

/**
 * POST coupon: applies a coupon through the sales coupon rules (upper-cased; the order's value
 * at price; a bank coupon needs an online payment), or removes it with an empty code.
 */
export function applyCoupon(
  ctx: AppContext,
  caller: StaffCaller,
  input: TApplyCouponRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx, now }, order) => {
    const code = input.coupon_code || null;
    if (code) {
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
      const lines = await linesOf(tx, order.id);
      const refusal = couponIneligibility(coupon ?? null, {
        now,
        affiliate_id: OWN_CHANNEL_ID,
        order_value_paise: lines.reduce((s, l) => s + l.item_price_paise * l.item_quantity, 0),
        payment_type: input.payment_type ?? null,
      });
      if (refusal) throw posError('retail.pos_coupon_refused', refusal).at('coupon_code');
    }
    return {
      set: { coupon_code: code },
      changes: { coupon_code: { before: order.coupon_code, after: code } },
      reason: code ? 'Coupon applied' : 'Coupon removed',
      message: code ? 'Coupon applied' : 'Coupon removed',
    };
  });
}
