import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZRemoveProductRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/cart/remove/: drops a line. */
export function useRemoveProduct(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZRemoveProductRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.removeProduct,
    ZPosWriteAnswer,
  );
}
