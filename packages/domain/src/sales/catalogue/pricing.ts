import type { ExtraOrRefund } from './constants';

/** A price and MRP in integer paise (the MRP is never below the price). */
export interface ItemPrice {
  price: number;
  mrp: number;
}

/** Whether a price pair can be sold at: whole paise, not negative, MRP at least the price. */
export function isSellablePrice({ price, mrp }: ItemPrice): boolean {
  return Number.isSafeInteger(price) && Number.isSafeInteger(mrp) && price >= 0 && mrp >= price;
}

/** A line's value: unit price times quantity (the cart's net_price, 001 section 3). */
export function netPrice(unitPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(quantity)) {
    throw new RangeError(
      `net price needs whole paise and quantity, got ${unitPrice} x ${quantity}`,
    );
  }
  return unitPrice * quantity;
}

/** The percentage off the MRP, rounded down to one decimal (percent pattern of 000 section 5). */
export function discountPercentage({ price, mrp }: ItemPrice): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) * 1000) / mrp) / 10;
}

/** A line as it is and as it would be: unit price in paise and quantity. */
export interface LineValue {
  unit_price: number;
  quantity: number;
}

/** What changing a line means for the customer: the amount and which way it goes. */
export interface PriceChange {
  /** Paise, never negative. */
  diff_amount: number;
  extra_or_refund: ExtraOrRefund;
}

/**
 * The difference between the line being changed and the new choice, item value against item
 * value (price times quantity): more is an extra payment, less a refund. The line's discount
 * and delivery charges stay with it and do not enter the difference.
 */
export function priceChange(before: LineValue, after: LineValue): PriceChange {
  const diff =
    netPrice(after.unit_price, after.quantity) - netPrice(before.unit_price, before.quantity);
  if (diff === 0) return { diff_amount: 0, extra_or_refund: 'none' };
  return { diff_amount: Math.abs(diff), extra_or_refund: diff > 0 ? 'extra' : 'refund' };
}
