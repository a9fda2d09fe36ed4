import { salesOrderTotals, type SalesOrderLine } from './sales-order-totals';

/** One cart as the order's money reads it, amounts in integer paise. */
export interface OrderMoneyLine extends SalesOrderLine {
  /** The line's delivery charges, ODA charge included (as the promise engine charged them). */
  delivery_charges: number;
  /** The ODA part of `delivery_charges`: the rest is the pincode's delivery charge. */
  oda_charges: number;
  /** A cancelled cart is shown but owes nothing and counts in no figure. */
  cancelled: boolean;
}

/** An order's money figures, in paise, over its carts that are not cancelled. */
export interface OrderMoney {
  /** The items at their price (MRP with a coupon) times quantity. */
  items_total: number;
  discount: number;
  /** Items less discounts: the order's value. */
  net: number;
  /** Delivery charges: the pincode's delivery price, ODA charges apart. */
  delivery_charges: number;
  /** Charges for delivering out of the delivery area. */
  oda_charges: number;
  /** Items less discounts plus delivery and ODA charges. */
  payable: number;
}

function assertPaise(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole paise, got ${value}`);
  }
}

/** The delivery part and the ODA part of a line's delivery charges. */
function deliverySplit(line: OrderMoneyLine): { delivery: number; oda: number } {
  assertPaise('delivery_charges', line.delivery_charges);
  assertPaise('oda_charges', line.oda_charges);
  if (line.oda_charges > line.delivery_charges) {
    throw new RangeError(
      `oda_charges (${line.oda_charges}) must be part of delivery_charges (${line.delivery_charges})`,
    );
  }
  return { delivery: line.delivery_charges - line.oda_charges, oda: line.oda_charges };
}

/**
 * The money figures of an order (or of some of its carts): cancelled carts leave every figure.
 * The one place the order page, the bill, the payments popup and the earned wallet credit read
 * an order's totals from, so they cannot disagree.
 */
export function orderMoney(lines: readonly OrderMoneyLine[], couponApplied: boolean): OrderMoney {
  const owing = lines.filter((line) => !line.cancelled);
  const totals = salesOrderTotals(owing, { couponApplied, outOfDeliveryArea: false });
  let deliveryCharges = 0;
  let odaCharges = 0;
  for (const line of owing) {
    const { delivery, oda } = deliverySplit(line);
    deliveryCharges += delivery;
    odaCharges += oda;
  }
  return {
    items_total: totals.total,
    discount: totals.discount,
    net: totals.net,
    delivery_charges: deliveryCharges,
    oda_charges: odaCharges,
    payable: totals.net + deliveryCharges + odaCharges,
  };
}
