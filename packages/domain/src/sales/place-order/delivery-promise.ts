import { indiaDay } from '../../core/dates/india-day';

/**
 * What the promise engine (000 section 7 "/promise-engine/") promises for a line delivered to a
 * pincode. The spec names the answer's fields (001 section 3 "ODA data") but not the amounts;
 * these are the retailer's, written down in docs/sales.md.
 */

/** ODA charge of one docket (package) delivered out of the delivery area: ₹500, in paise. */
export const ODA_CHARGE_PER_DOCKET_PAISE = 50_000;

/**
 * Standard delivery is free: a line carries delivery charges only out of the delivery area, or
 * where the pincode has its own delivery price (the pincode delivery pricing sheet).
 */
export const STANDARD_DELIVERY_CHARGE_PAISE = 0;

/** What the pincode directory says of a delivery pincode. */
export interface PromiseArea {
  serviceable: boolean;
  /** Out of the delivery area (ODA). */
  oda: boolean;
  /** Whether the couriers there collect cash on delivery. */
  cod_available: boolean;
  /** Days from the order to the estimated delivery there. */
  edd_days: number;
}

/** A pincode's own delivery price, in paise. */
export interface DeliveryPrice {
  /** Per unit (docket) delivered. */
  delivery_charge_paise: number;
  /** An order whose items come to at least this is delivered free; null: never free. */
  free_delivery_above_paise: number | null;
}

/** What a line's delivery charge depends on: the pincode's price and the order's items total. */
export interface LinePricing {
  price: DeliveryPrice | null;
  /** Paise: price times quantity of every line of the order. */
  orderItemsPaise: number;
}

/** The pricing of an order's lines: the pincode's price and what its items come to. */
export function linePricing(
  price: DeliveryPrice | null,
  lines: readonly { price_paise: number; item_quantity: number }[],
): LinePricing {
  return {
    price,
    orderItemsPaise: lines.reduce((sum, l) => sum + l.price_paise * l.item_quantity, 0),
  };
}

/**
 * The delivery charge of a line (before any ODA charge): the pincode's price per docket, nothing
 * when the order's items reach its free-delivery value; the standard charge without a price.
 */
export function deliveryChargePaise(
  price: DeliveryPrice | null,
  dockets: number,
  orderItemsPaise: number,
): number {
  if (!price) return STANDARD_DELIVERY_CHARGE_PAISE;
  const free = price.free_delivery_above_paise;
  if (free !== null && orderItemsPaise >= free) return 0;
  return dockets * price.delivery_charge_paise;
}

/** Delivery charge status of a line (001 section 4: PAID shows as Recorded, PENDING asks a payment). */
export type DeliveryChargesStatus = 'PAID' | 'PENDING';

/** One line's ODA data (001 section 3), amounts in paise. */
export interface PromisedLine {
  docket_quantity: number;
  /** The line's delivery charges, ODA charge included. */
  delivery_charges: number;
  cod_oda_charges: number;
  online_oda_charges: number;
  cod_delivery_possible: boolean;
  online_delivery_possible: boolean;
  /** YYYY-MM-DD, India's calendar; null where that payment cannot be delivered. */
  cod_edd: string | null;
  online_edd: string | null;
}

/** Dockets a line ships in: one package per unit. */
export function docketQuantity(itemQuantity: number): number {
  return itemQuantity;
}

/** The ODA charge of a line: per docket, only out of the delivery area. */
export function odaChargePaise(area: PromiseArea, dockets: number): number {
  return area.oda ? dockets * ODA_CHARGE_PER_DOCKET_PAISE : 0;
}

const DAY_MS = 86_400_000;

/** The estimated delivery date of an order placed now: the pincode's EDD days from today. */
export function estimatedDelivery(area: Pick<PromiseArea, 'edd_days'>, now: Date): string {
  return indiaDay(new Date(now.getTime() + area.edd_days * DAY_MS));
}

/**
 * Whether cash on delivery is possible there: served, the couriers collect cash, and inside the
 * delivery area (the partner couriers out of it do not collect cash).
 */
function codPossible(area: PromiseArea): boolean {
  return area.serviceable && area.cod_available && !area.oda;
}

/**
 * A line's promise at a pincode: not served, nothing is possible; cash on delivery only where
 * codPossible says; out of the delivery area the ODA charge per docket on top of the line's
 * delivery charge (`deliveryChargePaise`, the standard charge unless the pincode has a price).
 */
export function promiseLine(
  area: PromiseArea,
  itemQuantity: number,
  now: Date,
  pricing: LinePricing = { price: null, orderItemsPaise: 0 },
): PromisedLine {
  const dockets = docketQuantity(itemQuantity);
  const oda = odaChargePaise(area, dockets);
  const online = area.serviceable;
  const cod = codPossible(area);
  const edd = estimatedDelivery(area, now);
  const charge = online
    ? deliveryChargePaise(pricing.price, dockets, pricing.orderItemsPaise)
    : STANDARD_DELIVERY_CHARGE_PAISE;
  return {
    docket_quantity: dockets,
    delivery_charges: charge + oda,
    cod_oda_charges: oda,
    online_oda_charges: oda,
    cod_delivery_possible: cod,
    online_delivery_possible: online,
    cod_edd: cod ? edd : null,
    online_edd: online ? edd : null,
  };
}

/** The payment types a pincode can be delivered with (the spec's available_modes). */
export function availableModes(area: PromiseArea): ('COD' | 'ONLINE')[] {
  if (!area.serviceable) return [];
  return codPossible(area) ? ['COD', 'ONLINE'] : ['ONLINE'];
}
