import {
  DELIVERY_RELOAD_DELAY_MS,
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZChangeDeliveryModeRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/cart/delivery-mode/: a line's delivery type (99 the fastest). */
export function useChangeDeliveryMode(orderRandomId: string) {
  return usePosOrderWrite<
    z.input<typeof ZChangeDeliveryModeRequest>,
    z.infer<typeof ZPosWriteAnswer>
  >(orderRandomId, RETAIL_POS_PATHS.changeDeliveryMode, ZPosWriteAnswer, DELIVERY_RELOAD_DELAY_MS);
}
