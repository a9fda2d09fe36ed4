import { NO_CASH_COUPON_CLASSIFICATION } from '../../sales/coupons/coupon';
import { isCashAtStoreOffered, type CashEligibilityInput } from './cash-at-store';
import {
  DEVICE_PAYMENT_MODES,
  HIDDEN_COUPON_CODE,
  PAYMENT_MODE,
  PAYMENT_MODES,
  type PosPaymentModeId,
} from './constants';

/** What the allowed payment modes depend on. */
export interface PaymentModeInput {
  coupon: { code: string; classification_id: number | null; is_bank_coupon: boolean } | null;
  /** The gift card pays everything left. */
  gift_card_covers_all: boolean;
  /** isCashAtStoreOffered. */
  cash_at_store_offered: boolean;
  /** The store has POS devices (modes 1, 6, 10, 20 need one). */
  has_devices: boolean;
}

/**
 * The payment modes the till offers (002 sections 4 and 5): a gift card covering the whole
 * payment leaves only -2; a bank coupon only -3; classification 23 hides -1 and -2; cash at store
 * only when offered; device modes only with a device.
 */
export function allowedPaymentModes(input: PaymentModeInput): PosPaymentModeId[] {
  if (input.gift_card_covers_all) return [PAYMENT_MODE.payOnDelivery];
  if (input.coupon?.is_bank_coupon) return [PAYMENT_MODE.cardWithBankOffers];
  const noCash = input.coupon?.classification_id === NO_CASH_COUPON_CLASSIFICATION;
  return PAYMENT_MODES.map((mode) => mode.id).filter((id) => {
    if (id === PAYMENT_MODE.cashAtStore) return !noCash && input.cash_at_store_offered;
    if (id === PAYMENT_MODE.payOnDelivery) return !noCash;
    if (isDeviceMode(id)) return input.has_devices;
    return true;
  });
}

/** What the till's modes are decided from: the order as priced, its lines, the store's devices. */
export interface TillModeFacts {
  coupon: PaymentModeInput['coupon'];
  net_price_paise: number;
  /** Wallet credit used. */
  credit_paise: number;
  giftcard_paise: number;
  /** What is left to pay after every deduction. */
  final_amount_paise: number;
  lines: CashEligibilityInput['lines'];
  has_devices: boolean;
}

/**
 * The modes the till offers for an order, cash at store judged by isCashAtStoreOffered: the one
 * way the till, the modes answer and the placing build the inputs of allowedPaymentModes.
 */
export function tillPaymentModes(facts: TillModeFacts): PosPaymentModeId[] {
  return allowedPaymentModes({
    coupon: facts.coupon,
    gift_card_covers_all: facts.giftcard_paise > 0 && facts.final_amount_paise === 0,
    cash_at_store_offered: isCashAtStoreOffered({
      net_price_paise: facts.net_price_paise,
      credit_paise: facts.credit_paise,
      lines: facts.lines,
    }),
    has_devices: facts.has_devices,
  });
}

/** Modes paid on a POS machine need a device number. */
export function isDeviceMode(id: number): boolean {
  return (DEVICE_PAYMENT_MODES as readonly number[]).includes(id);
}

/** The label the till shows for a payment mode. */
export function paymentModeLabel(id: number): string {
  return PAYMENT_MODES.find((mode) => mode.id === id)?.label ?? `Mode ${id}`;
}

/** Whether a coupon is shown in the coupon list (WFYESEMI is hidden). */
export function isCouponListed(code: string): boolean {
  return code.toUpperCase() !== HIDDEN_COUPON_CODE;
}

/** The payment type an order placed in a mode is: -2 collects on delivery, the rest online. */
export function paymentTypeOfMode(id: number): 'COD' | 'ONLINE' {
  return id === PAYMENT_MODE.payOnDelivery ? 'COD' : 'ONLINE';
}
