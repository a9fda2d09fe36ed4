/** One line of a sales order, amounts in integer paise. */
export interface SalesOrderLine {
  item_price: number;
  item_mrp: number;
  item_quantity: number;
  /** The line's whole discount. */
  discount: number;
  docket_quantity: number;
}

export interface SalesOrderTotalsOptions {
  /** A coupon is applied to the order: lines are totalled at MRP and the coupon discounts. */
  couponApplied: boolean;
  /** The delivery location is out of the delivery area (ODA). */
  outOfDeliveryArea: boolean;
}

export interface SalesOrderTotals {
  total: number;
  discount: number;
  net: number;
  /** Dockets charged for: only out-of-delivery-area locations count them. */
  docketQuantity: number;
}

function assertWhole(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

/** The line total: MRP when a coupon is applied, else price, times quantity (000 section 3). */
export function lineTotal(line: SalesOrderLine, couponApplied: boolean): number {
  return (couponApplied ? line.item_mrp : line.item_price) * line.item_quantity;
}

/** Totals of a sales order: total, discounts, net = total - discounts, and docket quantity. */
export function salesOrderTotals(
  lines: readonly SalesOrderLine[],
  { couponApplied, outOfDeliveryArea }: SalesOrderTotalsOptions,
): SalesOrderTotals {
  let total = 0;
  let discount = 0;
  let docketQuantity = 0;
  for (const line of lines) {
    // Paise are whole numbers; a fraction here means rupees leaked in from the wire.
    assertWhole('item_price', line.item_price, 0);
    assertWhole('item_mrp', line.item_mrp, 0);
    assertWhole('item_quantity', line.item_quantity, 0);
    assertWhole('discount', line.discount, 0);
    assertWhole('docket_quantity', line.docket_quantity, 0);
    total += lineTotal(line, couponApplied);
    discount += line.discount;
    docketQuantity += line.docket_quantity;
  }
  return {
    total,
    discount,
    net: total - discount,
    docketQuantity: outOfDeliveryArea ? docketQuantity : 0,
  };
}
