import { z } from 'zod';
import { ZAnswerDay, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZText } from './primitives';
import { ZRefundWriteResponse, type TRefundWriteResponse } from './summary';

/** Every initiation: 'Refund Initiated!' and the new refund. */
export const ZRefundInitiatedAnswer = ZRefundWriteResponse;
export type TRefundInitiatedAnswer = TRefundWriteResponse;

/** GET wallet/usable/crm/: the wallet credit a customer may use now. */
export const ZWalletUsableResponse = z.object({
  mobile_number: ZText,
  usable_amount: z.number(),
  entries: z.array(
    z.object({
      amount: z.number(),
      remark: ZText,
      credited_at: ZAnswerTimestamp,
      usable_until: ZAnswerDay.nullable(),
    }),
  ),
});
export type TWalletUsableResponse = z.infer<typeof ZWalletUsableResponse>;

/** refunds/refund-to-wallet/. */
export const ZRefundToWalletResponse = ZRefundWriteResponse;
export type TRefundToWalletResponse = TRefundWriteResponse;
