import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZAddressActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/address/: adds (1), edits (2) or selects (4) a shipping address. */
export function useAddressAction(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZAddressActionRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.addressAction,
    ZPosWriteAnswer,
  );
}
