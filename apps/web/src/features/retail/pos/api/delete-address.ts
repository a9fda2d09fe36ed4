import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZDeleteAddressRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/address/delete/: removes one of the customer's addresses. */
export function useDeleteAddress(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZDeleteAddressRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.deleteAddress,
    ZPosWriteAnswer,
  );
}
