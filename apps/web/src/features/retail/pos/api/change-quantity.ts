import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZChangeQuantityRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/cart/quantity/: a line's quantity (1 to 100). */
export function useChangeQuantity(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZChangeQuantityRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.changeQuantity,
    ZPosWriteAnswer,
  );
}
