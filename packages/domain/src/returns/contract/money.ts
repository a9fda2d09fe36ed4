import { z } from 'zod';
import { ZAnswerDay, ZAnswerMessage, ZAnswerTimestamp } from '../../core/validation/answer-text';
import { ZInt, ZText } from './primitives';
import { ZReturnStaffRef } from './requests';

// ---- Money, challans, lost products (R2) ------------------------------------------------------

/** A refund of a return or of an RTS, as refund-detail/ lists a cart's refunds. */
export const ZReturnRefund = z.object({
  id: ZInt,
  version: ZInt,
  category_id: ZInt,
  platform: z.enum(['product', 'affiliate']),
  cart_pid: ZInt,
  order_random_id: ZText,
  amount: z.number(),
  status: ZInt,
  status_label: ZText,
  automation_status: ZText,
  created_by: ZReturnStaffRef.nullable(),
  created_at: ZAnswerTimestamp,
});
export type ReturnRefund = z.infer<typeof ZReturnRefund>;

/** GET /refund-detail/: a cart's refunds, newest first. */
export const ZRefundDetailResponse = z.object({ results: z.array(ZReturnRefund) });
export type RefundDetailResponse = z.infer<typeof ZRefundDetailResponse>;

/** /request-refund, rts/refund/: 'Refund Initiated!'. */
export const ZRefundInitiatedResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  refund: ZReturnRefund,
});
export type RefundInitiatedResponse = z.infer<typeof ZRefundInitiatedResponse>;

/** One credit transaction (001 section 3); empty shows 'Credit History Not Found!'. */
export const ZCreditTransactionRow = z.object({
  amount: z.number(),
  remark: ZText,
  transaction_at: ZAnswerTimestamp,
  transaction_type: z.enum(['Debit', 'Credit']),
});
export const ZCreditHistoryResponse = z.object({ results: z.array(ZCreditTransactionRow) });
export type CreditHistoryResponse = z.infer<typeof ZCreditHistoryResponse>;

/** A COD challan (001 section 3 "Challan"). */
export const ZChallan = z.object({
  challan_id: ZInt,
  cod_sheet_id: ZInt,
  amount: z.number(),
  upload_by: ZText,
  deposited_date: ZAnswerDay,
  attachments: z.array(z.string().max(300)),
});
export const ZChallanListResponse = z.object({ results: z.array(ZChallan) });
export type ChallanListResponse = z.infer<typeof ZChallanListResponse>;

/** A plain success answer of the steps that change no request (a message to toast). */
export const ZReturnMessageResponse = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
});
export type ReturnMessageResponse = z.infer<typeof ZReturnMessageResponse>;
