import type { Database } from '../../src/client';
import { pincodeDeliveryPrices, pincodes, type NewPincodeRow } from '../../src/schema/index';

/**
 * A city's run of pincodes: [city, state, first pincode, how many, out of delivery area, days to
 * deliver]. The cities with a warehouse nearby deliver in 4 days, the others in 7, ODA in 12.
 */
type CityRun = readonly [string, string, number, number, boolean, number];

const CITY_RUNS: readonly CityRun[] = [
  ['Bengaluru', 'Karnataka', 560001, 60, false, 4],
  ['Mumbai', 'Maharashtra', 400001, 70, false, 4],
  ['New Delhi', 'Delhi', 110001, 60, false, 4],
  ['Chennai', 'Tamil Nadu', 600001, 40, false, 4],
  ['Hyderabad', 'Telangana', 500001, 40, false, 4],
  ['Kolkata', 'West Bengal', 700001, 40, false, 4],
  ['Pune', 'Maharashtra', 411001, 30, false, 7],
  ['Ahmedabad', 'Gujarat', 380001, 25, false, 7],
  ['Jaipur', 'Rajasthan', 302001, 20, false, 7],
  ['Lucknow', 'Uttar Pradesh', 226001, 20, false, 7],
  ['Kochi', 'Kerala', 682001, 20, false, 7],
  ['Chandigarh', 'Chandigarh', 160001, 20, false, 7],
  ['Mysuru', 'Karnataka', 570001, 10, false, 7],
  ['Coimbatore', 'Tamil Nadu', 641001, 15, false, 7],
  ['Indore', 'Madhya Pradesh', 452001, 12, false, 7],
  ['Bhopal', 'Madhya Pradesh', 462001, 12, false, 7],
  ['Nagpur', 'Maharashtra', 440001, 15, false, 7],
  ['Visakhapatnam', 'Andhra Pradesh', 530001, 12, false, 7],
  ['Patna', 'Bihar', 800001, 10, false, 7],
  ['Bhubaneswar', 'Odisha', 751001, 10, false, 7],
  ['Guwahati', 'Assam', 781001, 10, true, 12],
  ['Dehradun', 'Uttarakhand', 248001, 8, true, 12],
  ['Shimla', 'Himachal Pradesh', 171001, 6, true, 12],
  ['Port Blair', 'Andaman and Nicobar Islands', 744101, 4, true, 12],
  ['Leh', 'Ladakh', 194101, 2, true, 12],
];

/** Places the retailer cannot deliver to at all (islands and the high mountains). */
const NOT_SERVICEABLE_STATES = new Set(['Andaman and Nicobar Islands', 'Ladakh']);

/** The demo pincode directory: a few hundred pincodes of the large cities and a few remote ones. */
export const PINCODE_DIRECTORY: readonly NewPincodeRow[] = CITY_RUNS.flatMap(
  ([city, state, first, count, oda, eddDays]) =>
    Array.from({ length: count }, (_, i) => ({
      pincode: String(first + i),
      city,
      state,
      serviceable: !NOT_SERVICEABLE_STATES.has(state),
      oda,
      // The couriers out of the delivery area do not collect cash.
      cod_available: !oda,
      edd_days: eddDays,
    })),
);

/** The directory's serviceable pincodes, where demo orders are delivered. */
export const SERVICEABLE_PINCODES = PINCODE_DIRECTORY.filter((p) => p.serviceable);

/**
 * The demo delivery prices (the pincode delivery pricing sheet's): [first pincode, how many,
 * paise per unit, free delivery from an order of (paise) or null]. Every other pincode is
 * delivered at the standard charge.
 */
const PRICED_RUNS: readonly (readonly [number, number, number, number | null])[] = [
  [302001, 20, 49_900, 2_000_000],
  [226001, 20, 39_900, 1_500_000],
  [682001, 20, 29_900, null],
  [160001, 10, 19_900, 1_000_000],
];

/** The demo delivery price of each priced pincode. */
export const PINCODE_DELIVERY_PRICES = PRICED_RUNS.flatMap(([first, count, charge, freeAbove]) =>
  Array.from({ length: count }, (_, i) => ({
    pincode: String(first + i),
    delivery_charge_paise: charge,
    free_delivery_above_paise: freeAbove,
  })),
);

/** Fills the pincode directory and its delivery prices (rows already present are kept). */
export async function seedPincodes(db: Database): Promise<void> {
  await db
    .insert(pincodes)
    .values([...PINCODE_DIRECTORY])
    .onConflictDoNothing();
  await db.insert(pincodeDeliveryPrices).values(PINCODE_DELIVERY_PRICES).onConflictDoNothing();
}
