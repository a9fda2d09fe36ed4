import { z } from 'zod';
import type { PaymentOption } from '../additional-payments';
import { ZOrderPaymentView, ZPaymentLinkView } from './links';

/** POST /api/additional-payments/ answer: the payment recorded or the link sent. */
export const ZAdditionalPaymentsAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  total: z.number(),
  payment: ZOrderPaymentView.nullable(),
  link: ZPaymentLinkView.nullable(),
});
export type AdditionalPaymentsAnswer = z.infer<typeof ZAdditionalPaymentsAnswer>;

/** GET /api/additional-payment-options/. */
export const ZPaymentOptionsResponse = z.object({
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      default: z.boolean(),
      min_amount: z.number(),
      max_amount: z.number(),
    }) satisfies z.ZodType<PaymentOption>,
  ),
});
export type PaymentOptionsResponse = z.infer<typeof ZPaymentOptionsResponse>;
