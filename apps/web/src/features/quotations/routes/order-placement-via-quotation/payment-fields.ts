import type { TPaymentTypeFormInput } from '@backoffice/domain/sales/payments';
import type { ComponentType } from 'react';

/**
 * The console's payment type form (COD or ONLINE, via and tracking id), reading and writing
 * `payment` of the form around it. It belongs to the sales feature; the app hands it to the
 * screen (features never import each other).
 */
export type PaymentFields = ComponentType<{ vias: readonly string[] }>;

/** The values the payment form keeps. */
export interface PaymentFormValues {
  payment: TPaymentTypeFormInput;
}
