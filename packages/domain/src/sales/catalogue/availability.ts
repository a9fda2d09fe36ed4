import { CATALOGUE_MESSAGES, PAYMENT_MODES, type PaymentMode } from './constants';

/** What the pincode directory says of a delivery pincode. */
export interface DeliveryArea {
  serviceable: boolean;
  /** Out of the delivery area. */
  oda: boolean;
  /** Whether the couriers there collect cash on delivery. */
  cod_available: boolean;
}

/**
 * How a line to this pincode can be paid. Not serviceable: no way at all. Out of the delivery
 * area or where the couriers do not collect cash: online only. No pincode given (a stock
 * look-up before the address is known): both.
 */
export function paymentModes(area: DeliveryArea | null): PaymentMode[] {
  if (area === null) return [...PAYMENT_MODES];
  if (!area.serviceable) return [];
  return area.oda || !area.cod_available ? ['ONLINE'] : [...PAYMENT_MODES];
}

/** Whether a line can be delivered there at all (the picker's not-serviceable message). */
export function isServiceable(area: DeliveryArea | null): boolean {
  return area === null || area.serviceable;
}

/** The picker's text when the check answered without an item (001 section 4). */
export const NOT_SERVICEABLE_MESSAGE = CATALOGUE_MESSAGES.notServiceable;

/** An item's stock state as the picker shows it. */
export type StockState = 'in_stock' | 'out_of_stock';

/** In stock when at least the model's minimum quantity can be ordered. */
export function stockState(maxQuantity: number, minQuantity: number): StockState {
  return maxQuantity >= minQuantity && maxQuantity > 0 ? 'in_stock' : 'out_of_stock';
}
