import {
  RETAIL_POS_PATHS,
  ZPosActionAnswer,
  type ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST Check Status: asks the payments provider how the payment stands. */
export function useCheckStatus(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZPosOrderActionRequest>, z.infer<typeof ZPosActionAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.checkStatus,
    ZPosActionAnswer,
  );
}
