import {
  RETAIL_POS_PATHS,
  ZPosActionAnswer,
  type ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST Create New Order: a new POS order from this one (no gift card used). */
export function useCreateNewOrder(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZPosOrderActionRequest>, z.infer<typeof ZPosActionAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.createNewOrder,
    ZPosActionAnswer,
  );
}
