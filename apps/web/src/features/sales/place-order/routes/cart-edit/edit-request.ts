import { fromWireRupees } from '@backoffice/domain/core/money';
import type { SelectedPayment, TPaymentTypeForm } from '@backoffice/domain/sales/payments';
import {
  cartChangeSettlement,
  signedDifference,
  type BackendOrderResponse,
  type CartChangeSettlement,
  type TEditCartRequestInput,
} from '@backoffice/domain/sales/place-order';
import type { PickedItem } from '@/features/sales/components/product-picker';

/** The picked item's difference against the cart, in paise: positive extra, negative refund. */
export const pickedDifference = (picked: PickedItem): number =>
  signedDifference(fromWireRupees(picked.diff_amount), picked.extra_or_refund);

/** The charges added in the additional-payments widget, paise. */
export const chargesPaise = (payments: readonly SelectedPayment[]): number =>
  payments.reduce((sum, p) => sum + fromWireRupees(p.amount), 0);

/**
 * How the change would be settled (the domain's rule, as the server applies it): what the screen
 * shows before Modify Cart, and whether it needs the payment form.
 */
export function settlementPreview(
  loaded: BackendOrderResponse,
  picked: PickedItem,
  payments: readonly SelectedPayment[],
  payment: TPaymentTypeForm | null,
): CartChangeSettlement {
  return cartChangeSettlement({
    orderPaymentType: loaded.payment_type,
    differencePaise: pickedDifference(picked),
    chargesPaise: chargesPaise(payments),
    payment,
  });
}

/** Whether the customer pays a balance online that the payment form must say how. */
export function asksPayment(
  loaded: BackendOrderResponse,
  picked: PickedItem,
  payments: readonly SelectedPayment[],
): boolean {
  if (loaded.payment_type === 'COD') return false;
  return settlementPreview(loaded, picked, payments, null).total.kind === 'extra';
}

/** The editcart request of the picked item, the widget's charges and the payment form. */
export function editCartRequest(
  loaded: BackendOrderResponse,
  picked: PickedItem,
  payments: SelectedPayment[],
  payment: TPaymentTypeForm | null,
  comments: string,
): TEditCartRequestInput {
  return {
    affiliate_id: loaded.affiliate_id,
    cart_pid: loaded.cart.cart_pid,
    version: loaded.cart.version,
    item_sku: picked.item_sku,
    item_quantity: picked.item_quantity,
    diff_amount: picked.diff_amount,
    extra_or_refund: picked.extra_or_refund,
    payments,
    payment,
    comments,
  };
}
