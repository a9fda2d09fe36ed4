import type { Database } from '@backoffice/db';
import type { AuditChanges } from '@backoffice/db/schema';
import {
  orderAddresses,
  type AddressKind,
  type NewOrderAddressRow,
  type OrderAddressRow,
  type PincodeRow,
} from '@backoffice/db/schema';
import type { TBillingAddress, TShippingAddress } from '@backoffice/domain/orders';
import { eq, sql } from 'drizzle-orm';

/** The columns of an address the customer edit popup sets. */
export type AddressValues = Omit<
  NewOrderAddressRow,
  'id' | 'order_id' | 'kind' | 'version' | 'created_at' | 'updated_at'
>;

/** The shipping address to store: as typed, with city and state from the pincode directory. */
export function shippingValues(input: TShippingAddress, place: PincodeRow): AddressValues {
  return { ...input, city: place.city, state: place.state };
}

/**
 * The billing address to store. It has no mobile, e-mail or GST of its own: the row keeps the
 * shipping mobile (the column is required) and nothing else of the shipping address.
 */
export function billingValues(
  input: TBillingAddress,
  place: PincodeRow,
  shippingMobile: string,
): AddressValues {
  return {
    ...input,
    city: place.city,
    state: place.state,
    alias: null,
    email_address: null,
    mobile_number: shippingMobile,
    alternate_mobile_number: null,
    gst_number: null,
    gst_organization: null,
  };
}

/** Writes one address of an order: updates the row of its kind, inserts it, or deletes it (null). */
export async function saveAddress(
  tx: Database,
  orderId: number,
  kind: AddressKind,
  current: OrderAddressRow | undefined,
  values: AddressValues | null,
  now: Date,
): Promise<void> {
  if (values === null) {
    if (current) await tx.delete(orderAddresses).where(eq(orderAddresses.id, current.id));
    return;
  }
  if (!current) {
    await tx
      .insert(orderAddresses)
      .values({ ...values, order_id: orderId, kind, created_at: now, updated_at: now });
    return;
  }
  await tx
    .update(orderAddresses)
    .set({ ...values, version: sql`${orderAddresses.version} + 1`, updated_at: now })
    .where(eq(orderAddresses.id, current.id));
}

const FIELDS = [
  'firstname',
  'lastname',
  'alias',
  'email_address',
  'mobile_number',
  'alternate_mobile_number',
  'address',
  'landmark',
  'pincode',
  'city',
  'state',
  'gst_number',
  'gst_organization',
] as const satisfies readonly (keyof AddressValues)[];

/** The audit changes of one address, keyed `<kind>_address.<field>`; a missing address is null. */
export function addressChanges(
  kind: AddressKind,
  before: OrderAddressRow | undefined,
  after: AddressValues | null,
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of FIELDS) {
    const was = before ? before[field] : null;
    const is = after ? (after[field] ?? null) : null;
    if (was !== is) changes[`${kind}_address.${field}`] = { before: was, after: is };
  }
  return changes;
}
