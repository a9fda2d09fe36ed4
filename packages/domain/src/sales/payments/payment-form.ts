import { z } from 'zod';
import { isCardLinkVia, paymentViaMethod } from './payment-via';

/** Payment types of the payment form (001 section 9). */
export const PAYMENT_FORM_TYPES = ['COD', 'ONLINE'] as const;
export type PaymentFormType = (typeof PAYMENT_FORM_TYPES)[number];

export const PAYMENT_FORM_MESSAGES = {
  required: 'Required!',
  unknownVia: 'Select a valid payment via',
  trackingTooLong: 'At most 100 characters',
} as const;
const M = PAYMENT_FORM_MESSAGES;

/**
 * The payment type form (001 sections 3 to 5): COD or ONLINE, payment via and tracking id.
 * Choosing COD clears via and tracking id; ONLINE needs a via, and a tracking id unless the via
 * is Juspay (any case), for which a payment link is sent instead.
 */
export const ZPaymentTypeForm = z
  .object({
    payment_type: z.enum(PAYMENT_FORM_TYPES, { error: M.required }),
    payment_via: z.string().trim().max(40).nullish(),
    payment_tracking_id: z.string().trim().max(100, M.trackingTooLong).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_type !== 'ONLINE') return;
    if (!v.payment_via) {
      ctx.addIssue({ code: 'custom', path: ['payment_via'], message: M.required });
      return;
    }
    if (!paymentViaMethod(v.payment_via)) {
      ctx.addIssue({ code: 'custom', path: ['payment_via'], message: M.unknownVia });
      return;
    }
    if (!isCardLinkVia(v.payment_via) && !v.payment_tracking_id) {
      ctx.addIssue({ code: 'custom', path: ['payment_tracking_id'], message: M.required });
    }
  })
  .transform((v) =>
    v.payment_type === 'COD'
      ? { payment_type: v.payment_type, payment_via: null, payment_tracking_id: null }
      : {
          payment_type: v.payment_type,
          payment_via: v.payment_via ?? null,
          // A Juspay payment is tracked by its link, not by a typed id.
          payment_tracking_id: isCardLinkVia(v.payment_via)
            ? null
            : (v.payment_tracking_id ?? null),
        },
  );
export type TPaymentTypeFormInput = z.input<typeof ZPaymentTypeForm>;
export type TPaymentTypeForm = z.output<typeof ZPaymentTypeForm>;
