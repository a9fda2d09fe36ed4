import { z } from 'zod';
import { ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZRefundBankDetails, ZRefundBankLink } from './details';
import { ZText } from './primitives';
import { ZRefundSummary, ZRefundWriteResponse, type TRefundWriteResponse } from './summary';

/** verify-bank-details/: the verification's finding and the refund's bank details after it. */
export const ZVerifyBankDetailsResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  bank_details: ZRefundBankDetails,
  refund: ZRefundSummary,
});
export type TVerifyBankDetailsResponse = z.infer<typeof ZVerifyBankDetailsResponse>;

/** update-bank-details/. */
export const ZUpdateBankDetailsResponse = ZVerifyBankDetailsResponse;
export type TUpdateBankDetailsResponse = z.infer<typeof ZUpdateBankDetailsResponse>;

/** refunds/send-bank-details-form-url/. */
export const ZSendBankDetailsFormUrlResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  bank_link: ZRefundBankLink,
  refund: ZRefundSummary,
});
export type TSendBankDetailsFormUrlResponse = z.infer<typeof ZSendBankDetailsFormUrlResponse>;

/** GET of the public bank-details page: what the customer sees before typing. */
export const ZBankLinkPageResponse = z.object({
  order_random_id: ZText,
  customer_first_name: ZText,
  amount: z.number(),
  expires_at: ZAnswerTimestamp,
  /** True once the one submission was made. */
  used: z.boolean(),
  expired: z.boolean(),
});
export type TBankLinkPageResponse = z.infer<typeof ZBankLinkPageResponse>;

/** POST of the public bank-details page. */
export const ZBankLinkSubmissionResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
});
export type TBankLinkSubmissionResponse = z.infer<typeof ZBankLinkSubmissionResponse>;

/** update-amount/. */
export const ZUpdateRefundAmountResponse = ZRefundWriteResponse;
export type TUpdateRefundAmountResponse = TRefundWriteResponse;
