import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZAddProductRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/cart/add/: a product line at a size and quantity. */
export function useAddProduct(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZAddProductRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.addProduct,
    ZPosWriteAnswer,
  );
}
