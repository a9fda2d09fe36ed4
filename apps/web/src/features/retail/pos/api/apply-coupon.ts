import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZApplyCouponRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/coupon/: applies a coupon; an empty code removes it. */
export function useApplyCoupon(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZApplyCouponRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.applyCoupon,
    ZPosWriteAnswer,
  );
}
