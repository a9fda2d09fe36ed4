import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZUncheckInstantPickupRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/cart/instant-pickup/: the line is delivered instead of taken now. */
export function useUncheckInstantPickup(orderRandomId: string) {
  return usePosOrderWrite<
    z.input<typeof ZUncheckInstantPickupRequest>,
    z.infer<typeof ZPosWriteAnswer>
  >(orderRandomId, RETAIL_POS_PATHS.uncheckInstantPickup, ZPosWriteAnswer);
}
