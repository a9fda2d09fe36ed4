import type { Database } from '../../src/client';
import { pincodes, type NewPincodeRow } from '../../src/schema/index';

/** A city's run of pincodes: [city, state, first pincode, how many, out of delivery area]. */
type CityRun = readonly [string, string, number, number, boolean];

const CITY_RUNS: readonly CityRun[] = [
  ['Bengaluru', 'Karnataka', 560001, 60, false],
  ['Mumbai', 'Maharashtra', 400001, 70, false],
  ['New Delhi', 'Delhi', 110001, 60, false],
  ['Chennai', 'Tamil Nadu', 600001, 40, false],
  ['Hyderabad', 'Telangana', 500001, 40, false],
  ['Kolkata', 'West Bengal', 700001, 40, false],
  ['Pune', 'Maharashtra', 411001, 30, false],
  ['Ahmedabad', 'Gujarat', 380001, 25, false],
  ['Jaipur', 'Rajasthan', 302001, 20, false],
  ['Lucknow', 'Uttar Pradesh', 226001, 20, false],
  ['Kochi', 'Kerala', 682001, 20, false],
  ['Chandigarh', 'Chandigarh', 160001, 20, false],
  ['Mysuru', 'Karnataka', 570001, 10, false],
  ['Coimbatore', 'Tamil Nadu', 641001, 15, false],
  ['Indore', 'Madhya Pradesh', 452001, 12, false],
  ['Bhopal', 'Madhya Pradesh', 462001, 12, false],
  ['Nagpur', 'Maharashtra', 440001, 15, false],
  ['Visakhapatnam', 'Andhra Pradesh', 530001, 12, false],
  ['Patna', 'Bihar', 800001, 10, false],
  ['Bhubaneswar', 'Odisha', 751001, 10, false],
  ['Guwahati', 'Assam', 781001, 10, true],
  ['Dehradun', 'Uttarakhand', 248001, 8, true],
  ['Shimla', 'Himachal Pradesh', 171001, 6, true],
  ['Port Blair', 'Andaman and Nicobar Islands', 744101, 4, true],
  ['Leh', 'Ladakh', 194101, 2, true],
];

/** Places the retailer cannot deliver to at all (islands and the high mountains). */
const NOT_SERVICEABLE_STATES = new Set(['Andaman and Nicobar Islands', 'Ladakh']);

/** The demo pincode directory: a few hundred pincodes of the large cities and a few remote ones. */
export const PINCODE_DIRECTORY: readonly NewPincodeRow[] = CITY_RUNS.flatMap(
  ([city, state, first, count, oda]) =>
    Array.from({ length: count }, (_, i) => ({
      pincode: String(first + i),
      city,
      state,
      serviceable: !NOT_SERVICEABLE_STATES.has(state),
      oda,
    })),
);

/** The directory's serviceable pincodes, where demo orders are delivered. */
export const SERVICEABLE_PINCODES = PINCODE_DIRECTORY.filter((p) => p.serviceable);

/** Fills the pincode directory (rows already present are kept). */
export async function seedPincodes(db: Database): Promise<void> {
  await db
    .insert(pincodes)
    .values([...PINCODE_DIRECTORY])
    .onConflictDoNothing();
}
