import {
  RETAIL_POS_PATHS,
  ZPlacePosOrderAnswer,
  type ZPlacePosOrderRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/place/: places the order in the chosen payment mode. */
export function usePlacePosOrder(orderRandomId: string) {
  return usePosOrderWrite<
    z.input<typeof ZPlacePosOrderRequest>,
    z.infer<typeof ZPlacePosOrderAnswer>
  >(orderRandomId, RETAIL_POS_PATHS.placeOrder, ZPlacePosOrderAnswer);
}
