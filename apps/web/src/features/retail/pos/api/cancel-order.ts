import {
  RETAIL_POS_PATHS,
  ZPosActionAnswer,
  type ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST Cancel Order: cancels the order, giving back the gift card and credit used. */
export function useCancelOrder(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZPosOrderActionRequest>, z.infer<typeof ZPosActionAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.cancelOrder,
    ZPosActionAnswer,
  );
}
