import { istDateOf } from '../../calls/calls/india-time';

/**
 * What the promise engine (000 section 7 "/promise-engine/") promises for a line delivered to a
 * pincode. The spec names the answer's fields (001 section 3 "ODA data") but not the amounts;
 * these are the retailer's, written down in docs/sales.md.
 */

/** ODA charge of one docket (package) delivered out of the delivery area: ₹500, in paise. */
export const ODA_CHARGE_PER_DOCKET_PAISE = 50_000;

/** Standard delivery is free: a line carries delivery charges only out of the delivery area. */
export const STANDARD_DELIVERY_CHARGE_PAISE = 0;

/** Days from the order to the estimated delivery: inside the delivery area, and out of it. */
export const DELIVERY_DAYS = { standard: 7, outOfDeliveryArea: 12 } as const;

/** What the pincode directory says of a delivery pincode. */
export interface PromiseArea {
  serviceable: boolean;
  /** Out of the delivery area (ODA). */
  oda: boolean;
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

/** The estimated delivery date of an order placed now: 7 days, 12 out of the delivery area. */
export function estimatedDelivery(area: PromiseArea, now: Date): string {
  const days = area.oda ? DELIVERY_DAYS.outOfDeliveryArea : DELIVERY_DAYS.standard;
  return istDateOf(new Date(now.getTime() + days * DAY_MS));
}

/**
 * A line's promise at a pincode: not served, nothing is possible; out of the delivery area only
 * online delivery is possible (the partner couriers there do not collect cash), with the ODA
 * charge per docket; otherwise both, free.
 */
export function promiseLine(area: PromiseArea, itemQuantity: number, now: Date): PromisedLine {
  const dockets = docketQuantity(itemQuantity);
  const oda = odaChargePaise(area, dockets);
  const online = area.serviceable;
  const cod = area.serviceable && !area.oda;
  const edd = estimatedDelivery(area, now);
  return {
    docket_quantity: dockets,
    delivery_charges: STANDARD_DELIVERY_CHARGE_PAISE + oda,
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
  return area.oda ? ['ONLINE'] : ['COD', 'ONLINE'];
}
