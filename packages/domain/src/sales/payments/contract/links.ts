import { z } from 'zod';
import { ZPaymentType } from '../../../orders/contract';
import { PAYMENT_LINK_STATUSES, PAYMENT_LINK_TYPE_VALUES, ZTransactionId } from '../payment-links';
import { ZDoneBy } from './shared';

/** A payment link as staff see it; `transaction_id` is the provider's id of the link. */
export const ZPaymentLinkView = z.object({
  transaction_id: z.string(),
  order_random_id: z.string(),
  type: z.enum(PAYMENT_LINK_TYPE_VALUES),
  type_label: z.string(),
  payment_via: z.string(),
  amount: z.number(),
  /** The effective status: an open link past its end reads expired. */
  status: z.enum(PAYMENT_LINK_STATUSES),
  url: z.string(),
  sent_to: z.string(),
  cart_pids: z.array(z.number().int()),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  created_by: ZDoneBy,
  cancel_reason: z.string().nullable(),
  resent_count: z.number().int(),
  version: z.number().int(),
});
export type PaymentLinkView = z.infer<typeof ZPaymentLinkView>;

/** One entry of an order's payments (order_payments). */
export const ZOrderPaymentView = z.object({
  id: z.number().int(),
  payment_via: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'paid', 'failed', 'expired', 'refunded']),
  reference: z.string().nullable(),
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  recorded_by: ZDoneBy,
});
export type OrderPaymentView = z.infer<typeof ZOrderPaymentView>;

/** GET /api/order-payments/:order_random_id/. */
export const ZOrderPaymentsResponse = z.object({
  order_random_id: z.string(),
  payment_type: ZPaymentType,
  version: z.number().int(),
  /** What the order still owes: its bill's due (billing-details). */
  amount_due: z.number(),
  /** What was received through online methods: its bill's paid, COD aside. */
  paid_online: z.number(),
  cod_payable: z.number(),
  payments: z.array(ZOrderPaymentView),
  links: z.array(ZPaymentLinkView),
  /** The online methods the caller may pick as payment via. */
  payment_vias: z.array(z.string()),
});
export type OrderPaymentsResponse = z.infer<typeof ZOrderPaymentsResponse>;

/** POST answers that send or change a link. */
export const ZPaymentLinkAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  link: ZPaymentLinkView,
});
export type PaymentLinkAnswer = z.infer<typeof ZPaymentLinkAnswer>;

/** POST /api/payments/notify/: the provider names the link that changed. */
export const ZPaymentNotifyRequest = z.object({ transaction_id: ZTransactionId });

/** POST /api/payments/notify/: the link's status read back from the provider. */
export const ZPaymentNotifyAnswer = z.object({ transaction_id: z.string(), status: z.string() });
export type PaymentNotifyAnswer = z.infer<typeof ZPaymentNotifyAnswer>;
