import { fromWireRupees } from '@backoffice/domain/core/money';
import type { PosOrderDetail, WalletData } from '@backoffice/domain/retail/pos';
import { walletTick, walletUsableOnOrder } from '@backoffice/domain/sales/wallet';

/** What the till has chosen to pay with besides the payment mode (paise). */
export interface TillDeductions {
  walletTicked: boolean;
  bankOfferSavingPaise: number;
  giftCardPaise: number;
}

/** The amounts the till shows and sends (paise), in the order posTotals takes them off. */
export interface TillAmounts {
  netPricePaise: number;
  /** Net price and delivery: what the order costs before any deduction. */
  orderTotalPaise: number;
  walletAPaise: number;
  walletBPaise: number;
  walletUsedPaise: number;
  /** What ticking wallet credit would use: 0 at or below a net price of ₹5000, or without credit. */
  walletUsablePaise: number;
  bankOfferSavingPaise: number;
  /** What a gift card may cover: the total less the bank offer and wallet credit. */
  payableBeforeGiftCardPaise: number;
  giftCardPaise: number;
  /** The gift card applied is more than is now payable: its value must be entered again. */
  giftCardOutdated: boolean;
  /** What the payment mode pays. */
  finalPaise: number;
}

/**
 * The till's amounts of an order being built: the server's own totals of the lines (net price,
 * delivery), then the wallet credit the domain's tick rule allows, the bank offer's saving the
 * server answered and the gift card applied, taken off in the server's order.
 */
export function tillAmounts(
  order: PosOrderDetail,
  wallet: WalletData,
  deductions: TillDeductions,
): TillAmounts {
  const netPricePaise = fromWireRupees(order.total_net_price);
  const orderTotalPaise = netPricePaise + fromWireRupees(order.total_delivery_charges);
  const usable = walletUsableOnOrder(
    {
      a_usable_paise: fromWireRupees(wallet.a_balance_can_be_used),
      b_usable_paise: fromWireRupees(wallet.b_balance_can_be_used),
    },
    netPricePaise,
  );
  const tick = walletTick(deductions.walletTicked, usable, netPricePaise);
  const used = tick.credit_used_paise > 0;
  const walletAPaise = used ? usable.a_paise : 0;
  const walletBPaise = used ? usable.b_paise : 0;
  const walletUsedPaise = walletAPaise + walletBPaise;
  const payableBeforeGiftCardPaise = Math.max(
    0,
    orderTotalPaise - walletUsedPaise - deductions.bankOfferSavingPaise,
  );
  const giftCardOutdated = deductions.giftCardPaise > payableBeforeGiftCardPaise;
  const giftCardPaise = giftCardOutdated ? 0 : deductions.giftCardPaise;
  return {
    netPricePaise,
    orderTotalPaise,
    walletAPaise,
    walletBPaise,
    walletUsedPaise,
    walletUsablePaise: walletTick(true, usable, netPricePaise).credit_used_paise,
    bankOfferSavingPaise: deductions.bankOfferSavingPaise,
    payableBeforeGiftCardPaise,
    giftCardPaise,
    giftCardOutdated,
    finalPaise: payableBeforeGiftCardPaise - giftCardPaise,
  };
}
