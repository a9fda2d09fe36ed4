import {
  RETAIL_POS_PATHS,
  ZPosWriteAnswer,
  type ZGiftCardResetRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST /api/retail/pos/gift-card/reset/: drops the gift card from the order. */
export function useResetGiftCard(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZGiftCardResetRequest>, z.infer<typeof ZPosWriteAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.giftCardReset,
    ZPosWriteAnswer,
  );
}
