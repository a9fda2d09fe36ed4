import type { Principal } from '@backoffice/domain/access';
import { mayUsePaymentMethod, type PaymentMethodId } from '@backoffice/domain/orders';
import {
  CARD_LINK_METHOD_ID,
  linkMethodKind,
  paymentViaMethod,
} from '@backoffice/domain/sales/payments';
import { paymentError } from './payments.errors';

/** The link method a payment_via names, checked against the caller's role (Juspay by default). */
export function linkMethodFor(via: string | null | undefined, p: Principal): PaymentMethodId {
  const method = via ? paymentViaMethod(via) : { id: CARD_LINK_METHOD_ID };
  if (!method || !linkMethodKind(method.id)) {
    throw paymentError('sales.via_not_link').at('payment_via');
  }
  if (!mayUsePaymentMethod(method.id as PaymentMethodId, p)) {
    throw paymentError('sales.via_not_allowed').at('payment_via');
  }
  return method.id as PaymentMethodId;
}
