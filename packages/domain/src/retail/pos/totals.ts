import { couponDiscountPaise, spreadPaise } from '../../sales/coupons/discount';
import type { CouponTerms } from '../../sales/coupons/coupon';

/** A POS line to total, paise: unit price and MRP, the line's delivery charges (all units). */
export interface PosTotalsLine {
  id: number;
  item_quantity: number;
  item_price_paise: number;
  item_mrp_paise: number;
  delivery_charges_paise: number;
}

export interface PosTotalsInput {
  lines: readonly PosTotalsLine[];
  coupon: Pick<CouponTerms, 'discount_kind' | 'value' | 'max_discount_paise'> | null;
  bank_offer_saving_paise: number;
  wallet_a_paise: number;
  wallet_b_paise: number;
  giftcard_paise: number;
}

export interface PosTotalsLineResult {
  id: number;
  mrp_total_paise: number;
  coupon_discount_paise: number;
  /** MRP down to the price, plus the coupon's share. */
  net_discount_paise: number;
  net_price_paise: number;
  delivery_charges_paise: number;
  delivery_charges_per_qty_paise: number;
  discount_percentage: number;
}

export interface PosTotals {
  lines: PosTotalsLineResult[];
  total_net_mrp_paise: number;
  total_net_discount_paise: number;
  coupon_discount_paise: number;
  /** MRP minus every discount, before delivery. */
  total_net_price_paise: number;
  total_delivery_charges_paise: number;
  bank_offer_saving_paise: number;
  wallet_used_paise: number;
  giftcard_paise: number;
  /** What is left to pay: net price and delivery, less bank offer, wallet and gift card. */
  final_amount_paise: number;
  total_discount_percentage: number;
}

const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100;

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise of at least 0, got ${value}`);
  }
}

/**
 * The one total of a POS order (the server recomputes it, the till shows it): lines at MRP, the
 * discount from MRP to price plus the coupon's share (spread over the lines by their value at
 * price), delivery, then the bank offer, wallet credit and gift card off what is left. Throws
 * when those take more than the order is worth: callers check them first.
 */
export function posTotals(input: PosTotalsInput): PosTotals {
  for (const line of input.lines) {
    assertPaise('price', line.item_price_paise);
    assertPaise('delivery', line.delivery_charges_paise);
    if (line.item_mrp_paise < line.item_price_paise) {
      throw new RangeError(`line ${line.id}: MRP ${line.item_mrp_paise} is below the price`);
    }
  }
  const values = input.lines.map((line) => line.item_price_paise * line.item_quantity);
  const orderValue = values.reduce((sum, v) => sum + v, 0);
  const coupon = input.coupon ? couponDiscountPaise(input.coupon, orderValue) : 0;
  const shares = spreadPaise(coupon, values);
  const lines = input.lines.map((line, i): PosTotalsLineResult => {
    const mrpTotal = line.item_mrp_paise * line.item_quantity;
    const share = shares[i] ?? 0;
    const discount = (line.item_mrp_paise - line.item_price_paise) * line.item_quantity + share;
    return {
      id: line.id,
      mrp_total_paise: mrpTotal,
      coupon_discount_paise: share,
      net_discount_paise: discount,
      net_price_paise: mrpTotal - discount,
      delivery_charges_paise: line.delivery_charges_paise,
      delivery_charges_per_qty_paise: Math.floor(line.delivery_charges_paise / line.item_quantity),
      discount_percentage: percentOf(discount, mrpTotal),
    };
  });
  const sum = (pick: (l: PosTotalsLineResult) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const mrp = sum((l) => l.mrp_total_paise);
  const discount = sum((l) => l.net_discount_paise);
  const net = mrp - discount;
  const delivery = sum((l) => l.delivery_charges_paise);
  const wallet = input.wallet_a_paise + input.wallet_b_paise;
  [
    input.bank_offer_saving_paise,
    input.wallet_a_paise,
    input.wallet_b_paise,
    input.giftcard_paise,
  ].forEach((v) => assertPaise('deduction', v));
  const final = net + delivery - input.bank_offer_saving_paise - wallet - input.giftcard_paise;
  if (final < 0) throw new RangeError(`deductions exceed the order: ${final}`);
  return {
    lines,
    total_net_mrp_paise: mrp,
    total_net_discount_paise: discount,
    coupon_discount_paise: coupon,
    total_net_price_paise: net,
    total_delivery_charges_paise: delivery,
    bank_offer_saving_paise: input.bank_offer_saving_paise,
    wallet_used_paise: wallet,
    giftcard_paise: input.giftcard_paise,
    final_amount_paise: final,
    total_discount_percentage: percentOf(discount, mrp),
  };
}

/** What the gift card may cover: everything left after the bank offer and wallet credit. */
export function payableBeforeGiftCard(totals: Omit<PosTotals, 'lines'>): number {
  return totals.final_amount_paise + totals.giftcard_paise;
}
