import { lineTotal, salesOrderTotals, type SalesOrderLine } from '../../orders/sales-order-totals';
import type { CouponTerms } from './coupon';
import { couponDiscountPaise, spreadPaise } from './discount';

/** A line to price, amounts in paise: unit price and MRP, the line's delivery charges. */
export interface PricingLine {
  item_sku: string;
  item_quantity: number;
  item_price: number;
  item_mrp: number;
  delivery_charges: number;
  /** Dockets the line ships in; counted only out of the delivery area. */
  docket_quantity: number;
}

/** A priced line: its total (000 section 3), its share of the coupon and its whole discount. */
export interface PricedLine extends PricingLine {
  /** MRP times quantity with a coupon, else price times quantity. */
  line_total: number;
  coupon_discount: number;
  /** With a coupon: MRP down to the price, plus the coupon's share. */
  discount: number;
  /** line_total - discount, before delivery. */
  net_price: number;
  /** discount as a percentage of line_total, 2 decimals. */
  discount_percentage: number;
}

export interface PricedTotals {
  total: number;
  discount: number;
  coupon_discount: number;
  /** total - discount (000 section 3). */
  net: number;
  delivery_charges: number;
  /** net + delivery charges: what the customer pays. */
  payable: number;
  docket_quantity: number;
  discount_percentage: number;
}

export interface PricedLines {
  coupon_applied: boolean;
  lines: PricedLine[];
  totals: PricedTotals;
}

type DiscountTerms = Pick<CouponTerms, 'discount_kind' | 'value' | 'max_discount_paise'>;

/** The order value a coupon reads: every line at price times quantity, before delivery. */
export function orderValuePaise(lines: readonly PricingLine[]): number {
  return lines.reduce((sum, line) => sum + line.item_price * line.item_quantity, 0);
}

const percentOf = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100;

/**
 * Prices order lines with an (eligible) coupon or none. The coupon's discount on the order
 * value is spread over the lines by their value; the totals are the sales-order totals of
 * 000 section 3 (domain salesOrderTotals), so a line with a coupon is totalled at MRP and its
 * discount covers MRP down to the price plus its coupon share.
 */
export function priceLines(
  lines: readonly PricingLine[],
  coupon: DiscountTerms | null,
  { outOfDeliveryArea }: { outOfDeliveryArea: boolean },
): PricedLines {
  const couponApplied = coupon !== null;
  for (const line of lines) {
    if (line.item_mrp < line.item_price) {
      throw new RangeError(`${line.item_sku}: MRP ${line.item_mrp} is below the price`);
    }
  }
  const values = lines.map((line) => line.item_price * line.item_quantity);
  const couponDiscount = coupon ? couponDiscountPaise(coupon, orderValuePaise(lines)) : 0;
  const shares = spreadPaise(couponDiscount, values);
  const sales: SalesOrderLine[] = lines.map((line, i) => ({
    item_price: line.item_price,
    item_mrp: line.item_mrp,
    item_quantity: line.item_quantity,
    discount: couponApplied
      ? (line.item_mrp - line.item_price) * line.item_quantity + (shares[i] ?? 0)
      : 0,
    docket_quantity: line.docket_quantity,
  }));
  const priced = lines.map((line, i): PricedLine => {
    const sale = sales[i] as SalesOrderLine;
    const total = lineTotal(sale, couponApplied);
    return {
      ...line,
      line_total: total,
      coupon_discount: shares[i] ?? 0,
      discount: sale.discount,
      net_price: total - sale.discount,
      discount_percentage: percentOf(sale.discount, total),
    };
  });
  const totals = salesOrderTotals(sales, { couponApplied, outOfDeliveryArea });
  const delivery = lines.reduce((sum, line) => sum + line.delivery_charges, 0);
  return {
    coupon_applied: couponApplied,
    lines: priced,
    totals: {
      total: totals.total,
      discount: totals.discount,
      coupon_discount: couponDiscount,
      net: totals.net,
      delivery_charges: delivery,
      payable: totals.net + delivery,
      docket_quantity: totals.docketQuantity,
      discount_percentage: percentOf(totals.discount, totals.total),
    },
  };
}
