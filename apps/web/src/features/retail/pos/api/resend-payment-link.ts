import {
  RETAIL_POS_PATHS,
  ZPosActionAnswer,
  type ZPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import type { z } from 'zod';
import { usePosOrderWrite } from './pos-write';

/** POST Resend Payment Link: texts the card provider's link again. */
export function useResendPaymentLink(orderRandomId: string) {
  return usePosOrderWrite<z.input<typeof ZPosOrderActionRequest>, z.infer<typeof ZPosActionAnswer>>(
    orderRandomId,
    RETAIL_POS_PATHS.resendPaymentLink,
    ZPosActionAnswer,
  );
}
