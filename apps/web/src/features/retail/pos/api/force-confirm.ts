import {
  RETAIL_POS_PATHS,
  ZPosActionAnswer,
  type ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST Confirm Order Forcefully: completes a payment in progress (Retail Manager). */
export function useForceConfirm(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZPosOrderActionRequest>, z.infer<typeof ZPosActionAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.forceConfirm,
    ZPosActionAnswer,
  );
}
