import { z } from 'zod';
import { ZOrderRandomId, ZCartPid } from '../../orders/order-requests';
import { fromWireRupees } from '../../core/money/wire';
import { ZRupeesToPaise } from '../../core/validation/amount';
import { ZPaymentTypeForm } from './payment-form';

/** A payment the additional-payments widget offers (001 section 3 "Payment option"), in rupees. */
export interface PaymentOption {
  id: number;
  name: string;
  /** Chosen when the widget opens. */
  default: boolean;
  min_amount: number;
  max_amount: number;
}

/** A payment chosen in the widget: the option and its amount (rupees on the wire). */
export interface SelectedPayment {
  id: number;
  amount: number;
}

/**
 * The extra amounts an order may be charged after it was placed. The spec gives the option's
 * shape only; these are the retailer's charges, with the limits a single charge may reach.
 */
export const ADDITIONAL_PAYMENT_OPTIONS = [
  { id: 1, name: 'Delivery Charges', default: true, min_amount: 1, max_amount: 5_000 },
  { id: 2, name: 'ODA Charges', default: false, min_amount: 1, max_amount: 5_000 },
  { id: 3, name: 'Price Difference', default: false, min_amount: 1, max_amount: 200_000 },
  { id: 4, name: 'Customisation Charges', default: false, min_amount: 1, max_amount: 100_000 },
  { id: 5, name: 'Installation Charges', default: false, min_amount: 1, max_amount: 10_000 },
] as const satisfies readonly PaymentOption[];

export const ADDITIONAL_PAYMENT_MESSAGES = {
  atLeast: (min: number) => `should be >= ${min}`,
  atMost: (max: number) => `should be <= ${max}`,
  unknownOption: 'Select a payment',
  paymentsRequired: 'Add at least one payment',
  duplicate: 'This payment is already added',
  recorded: 'Additional payment recorded',
  collectOnDelivery: 'Additional payment will be collected on delivery',
} as const;
const M = ADDITIONAL_PAYMENT_MESSAGES;

/**
 * Why an amount does not fit an option (001 section 5: "should be >= N" or "should be <= N"),
 * or null when it does. Amounts are compared in paise so 0.5 rupees is below a minimum of 1.
 */
export function selectedPaymentMessage(option: PaymentOption, amountPaise: number): string | null {
  if (amountPaise < fromWireRupees(option.min_amount)) return M.atLeast(option.min_amount);
  if (amountPaise > fromWireRupees(option.max_amount)) return M.atMost(option.max_amount);
  return null;
}

/** The schema of one selected payment against a list of options. */
export function selectedPaymentSchema(options: readonly PaymentOption[]) {
  return z
    .object({
      id: z.number({ error: M.unknownOption }).int(M.unknownOption),
      amount: ZRupeesToPaise,
    })
    .superRefine((v, ctx) => {
      const option = options.find((o) => o.id === v.id);
      if (!option) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: M.unknownOption });
        return;
      }
      const message = selectedPaymentMessage(option, v.amount);
      if (message) ctx.addIssue({ code: 'custom', path: ['amount'], message });
    });
}

/** The widget's total: a positive balance is an extra payment, a negative one a refund. */
export interface AdditionalPaymentsTotal {
  kind: 'extra' | 'refund' | 'none';
  /** Paise, never negative. */
  amount: number;
}

/**
 * Totals the chosen payments on top of a base amount (paise; what a cart change already costs,
 * positive, or gives back, negative; 0 when there is none).
 */
export function additionalPaymentsTotal(
  basePaise: number,
  paymentsPaise: readonly number[],
): AdditionalPaymentsTotal {
  const total = paymentsPaise.reduce((sum, p) => sum + p, basePaise);
  if (total === 0) return { kind: 'none', amount: 0 };
  return total > 0 ? { kind: 'extra', amount: total } : { kind: 'refund', amount: -total };
}

/**
 * POST /api/additional-payments/: extra charges on an order (or one of its carts), with how the
 * customer pays them: COD (collected on delivery), a Juspay link, or a bank transfer's tracking
 * id. Payment type is required once payments exist (001 section 5).
 */
export const ZAdditionalPaymentsRequest = z.object({
  order_random_id: ZOrderRandomId,
  cart_pid: ZCartPid.nullish(),
  payments: z
    .array(selectedPaymentSchema(ADDITIONAL_PAYMENT_OPTIONS))
    .min(1, M.paymentsRequired)
    .max(ADDITIONAL_PAYMENT_OPTIONS.length)
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, M.duplicate),
  payment: ZPaymentTypeForm,
  comments: z.string().trim().max(1000).nullish(),
});
export type TAdditionalPaymentsRequest = z.input<typeof ZAdditionalPaymentsRequest>;
export type TAdditionalPayments = z.output<typeof ZAdditionalPaymentsRequest>;
