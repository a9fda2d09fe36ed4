import { fromWireRupees, toWireRupees } from '@backoffice/domain/core/money';
import {
  netPrice,
  priceChange,
  type Availability,
  type ExtraOrRefund,
  type ProductData,
} from '@backoffice/domain/sales/catalogue';

/** What the picker hands its host on Submit: the checked item and the chosen quantity. */
export interface PickedItem {
  product_data: ProductData;
  availability: Availability;
  item_sku: string;
  item_quantity: number;
  /** Rupees, for the chosen quantity. */
  net_price: number;
  diff_amount: number;
  extra_or_refund: ExtraOrRefund;
  /** The customer's price in rupees when the picker asks it; -1 while it is empty (001 section 5). */
  customer_price?: number;
}

/** The amounts of a checked item at a quantity: net price and the difference to the changed line. */
export function amountsAt(availability: Availability, quantity: number) {
  const unit = fromWireRupees(availability.item_price.price);
  const line = availability.changed_line;
  const change = line
    ? priceChange(
        { unit_price: fromWireRupees(line.item_price), quantity: line.item_quantity },
        { unit_price: unit, quantity },
      )
    : { diff_amount: 0, extra_or_refund: 'none' as const };
  return {
    net_price: toWireRupees(netPrice(unit, quantity)),
    diff_amount: toWireRupees(change.diff_amount),
    extra_or_refund: change.extra_or_refund,
  };
}

/** The customer price typed: rupees with at most two decimals, else -1 (Submit stays off). */
export function customerPrice(typed: string): number {
  const text = typed.trim();
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : -1;
}
