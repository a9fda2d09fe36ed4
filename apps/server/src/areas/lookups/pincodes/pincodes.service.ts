import type { Database } from '@backoffice/db';
import type { TPincodeDetails } from '@backoffice/domain/lookups';
import { pincodes, type PincodeRow } from '@backoffice/db/schema';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { lookupError } from '../lookups.errors';

/** The directory entry of a pincode, if it has one. */
export async function findPincode(db: Database, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode));
  return row;
}

/** City, state, serviceability, cash on delivery and EDD days of a pincode; 404 "Invalid Pin Code!" when unknown. */
export async function pincodeDetails(ctx: AppContext, pincode: string): Promise<TPincodeDetails> {
  const row = await findPincode(ctx.db, pincode);
  if (!row) throw lookupError('lookups.pincode_not_found');
  return {
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    serviceable: row.serviceable,
    oda: row.oda,
    cod_available: row.cod_available,
    edd_days: row.edd_days,
  };
}

/** The directory entry of a typed pincode, or a 400 on the field when the directory lacks it. */
export async function knownPincode(
  db: Database,
  field: string,
  pincode: string,
): Promise<PincodeRow> {
  const row = await findPincode(db, pincode);
  if (!row) throw lookupError('lookups.pincode_invalid').at(field);
  return row;
}

/**
 * The directory entry of a delivery pincode: known, and served for the order's payment type
 * (001 section 5: "COD is not available at given Pincode" / "Online is not available ..."):
 * cash on delivery needs a pincode whose couriers collect cash.
 */
export async function deliveryPincode(
  db: Database,
  field: string,
  pincode: string,
  paymentType: 'COD' | 'ONLINE',
): Promise<PincodeRow> {
  const row = await knownPincode(db, field, pincode);
  if (!row.serviceable) {
    const code = paymentType === 'COD' ? 'lookups.cod_unavailable' : 'lookups.online_unavailable';
    throw lookupError(code).at(field);
  }
  if (paymentType === 'COD' && !row.cod_available) {
    throw lookupError('lookups.cod_unavailable').at(field);
  }
  return row;
}
