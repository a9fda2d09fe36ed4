import {
  tillPaymentModes,
  type PaymentModesAnswer,
  type PosOrderDetailAnswer,
} from '@backoffice/domain/retail/pos';
import type { TillAmounts } from '../till-amounts';

/**
 * The modes the till offers now, by the domain's rules: the server's answer knows the coupon and
 * the devices; the wallet credit ticked and the gift card applied are the till's own.
 */
export function offeredModes(
  answer: PosOrderDetailAnswer,
  modes: PaymentModesAnswer,
  amounts: TillAmounts,
): number[] {
  const coupon = answer.coupon_detail;
  return tillPaymentModes({
    coupon: coupon
      ? {
          code: coupon.coupon_code,
          classification_id: coupon.classification_id,
          is_bank_coupon: coupon.is_bank_coupon,
        }
      : null,
    net_price_paise: amounts.netPricePaise,
    credit_paise: amounts.walletUsedPaise,
    giftcard_paise: amounts.giftCardPaise,
    final_amount_paise: amounts.finalPaise,
    lines: answer.order_detail.cart_detail.map((line) => ({
      is_instant_invoice: line.is_instant_invoice === 1,
      cod_delivery_possible: line.docket_data.cod_delivery_possible,
    })),
    has_devices: modes.pos_machine_details.length > 0,
  });
}
