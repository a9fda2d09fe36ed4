import type { AccessConfig } from '../../access/access-config';
import { can } from '../../access/capabilities';
import type { Principal } from '../../access/roles';
import { cashReceivedMessage } from './cash-at-store';
import { PAYMENT_MODE } from './constants';
import { isDeviceMode } from './payment-modes';
import { isPaymentInProgress, type PosOrderState } from './order-state';

/**
 * Placing a POS order and what may follow it (002 sections 4 and 7, docs/retail.md "Placing
 * and paying"). Money in paise.
 */

export const POS_PLACING_MESSAGES = {
  placed: (orderId: string) => `Order ${orderId} placed`,
  paymentStarted: 'Payment started: ask the customer to pay, then Check Status',
  paymentPending: 'The payment is still pending',
  paymentFailed: 'The payment failed: choose a payment mode again',
  paymentReleased: 'The payment was cancelled: choose a payment mode again',
  forceConfirmed: (orderId: string) => `Order ${orderId} confirmed forcefully`,
  linkResent: 'Payment link sent again',
  newOrderCreated: (orderId: string) => `New order ${orderId} created`,
  orderCancelled: 'This Order is Cancelled',
  modeNotAllowed: 'This payment mode is not offered for this order',
  totalMismatch: (server: string, shown: string) =>
    `The order total is ${server}, not ${shown}: prices or offers changed. Reload the order and place it again.`,
  cartsChanged: 'The products changed: reload the order and place it again',
  alreadyPlaced: 'This order is already placed',
  paymentInProgress: 'A payment is in progress for this order: Check Status or Cancel Transaction',
  noPaymentInProgress: 'No payment is in progress for this order',
  notPlaced: 'This order is not placed yet',
  cashOnlyForCashMode: 'Cash received is only for Cash at Store',
  prepaidOnlyInFull:
    'Wallet credit and a gift card pay a Pay on Delivery order only when they cover all of it',
  giftCardUsed: 'A gift card was used on this order: cancel the order instead',
  noGiftCardUsed: 'No gift card was used on this order: create a new order instead',
  giftCardNotCheckedOut: 'Add value to Gift Card or Remove Gift Card!!!',
  walletAboveUsable: 'Wallet credit used is more than the customer may use on this order',
  bankOfferNotEligible: 'This card is not eligible for the offer',
  resendNotCardProvider: 'Only a card payment link can be sent again',
  forceConfirmNotAllowed: 'Only a Retail Manager may confirm an order forcefully',
  notAStoreOrder: 'This order belongs to another store',
  notReadyForDocuments: 'Documents are ready once the order is placed',
  pickupAddress: (store: string) => `Picked up at the store ${store}`,
} as const;

/** How the placed order is paid in the one order path. */
export interface PosPlacingPayment {
  payment_type: 'COD' | 'ONLINE';
  /** The order's payment via: the store took the money (Retail Affiliate), or none (COD). */
  payment_via: 'Retail Affiliate' | null;
  /** The mode is paid through the payments provider first: the order waits for it. */
  through_provider: boolean;
}

export const STORE_PAYMENT_VIA = 'Retail Affiliate';

/**
 * What a mode makes of the order: Pay on Delivery (-2) is a COD order unless nothing is left to
 * pay; card with bank offers (-3) and the POS machine modes (1, 6, 10, 20) are paid through the
 * payments provider before the order is placed; cash at store (-1) and a payment id (-5) are
 * taken by the store at once.
 */
export function posPlacingPayment(mode: number, restPaise: number): PosPlacingPayment {
  if (mode === PAYMENT_MODE.payOnDelivery && restPaise > 0) {
    return { payment_type: 'COD', payment_via: null, through_provider: false };
  }
  const throughProvider =
    restPaise > 0 && (mode === PAYMENT_MODE.cardWithBankOffers || isDeviceMode(mode));
  return {
    payment_type: 'ONLINE',
    payment_via: STORE_PAYMENT_VIA,
    through_provider: throughProvider,
  };
}

/** What a placing is checked for beyond the request's own schema; the first refusal, or null. */
export interface PlacingCheckInput {
  mode: number;
  allowed_modes: readonly number[];
  rest_paise: number;
  wallet_paise: number;
  giftcard_paise: number;
  cash_received_paise: number | null;
}

export function placingRefusal(
  input: PlacingCheckInput,
): { field: string; message: string } | null {
  if (!input.allowed_modes.includes(input.mode)) {
    return { field: 'AllowedPaymentMode', message: POS_PLACING_MESSAGES.modeNotAllowed };
  }
  if (input.mode === PAYMENT_MODE.payOnDelivery && input.rest_paise > 0) {
    if (input.wallet_paise > 0 || input.giftcard_paise > 0) {
      return { field: 'AllowedPaymentMode', message: POS_PLACING_MESSAGES.prepaidOnlyInFull };
    }
  }
  if (input.cash_received_paise !== null) {
    if (input.mode !== PAYMENT_MODE.cashAtStore) {
      return { field: 'cash_received', message: POS_PLACING_MESSAGES.cashOnlyForCashMode };
    }
    const tooLittle = cashReceivedMessage(input.cash_received_paise, input.rest_paise);
    if (tooLittle) return { field: 'cash_received', message: tooLittle };
  }
  return null;
}

/**
 * Confirm Order Forcefully (designed, docs/retail.md): a Retail Manager may complete a payment in
 * progress that the customer paid outside the link (the provider's notice never came, the
 * machine printed a slip but the terminal lost the answer). Who: the `retail:till-force-confirm`
 * capability; never without a payment in progress.
 */
export function canForcefullyConfirm(
  principal: Principal,
  state: PosOrderState,
  config: AccessConfig,
): boolean {
  return isPaymentInProgress(state) && can(principal, 'retail:till-force-confirm', config);
}
