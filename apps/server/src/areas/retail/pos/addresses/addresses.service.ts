import type { Database } from '@backoffice/db';
import {
  customers,
  posAddresses,
  type PosAddressRow,
  type PosBillingAddressJson,
  type PosOrderRow,
} from '@backoffice/db/schema';
import {
  ADDRESS_EDIT,
  type PosWriteAnswer,
  type TAddressActionRequest,
  type TDeleteAddressRequest,
} from '@backoffice/domain/retail/pos';
import type { TBillingAddress, TShippingAddress } from '@backoffice/domain/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { knownPincode } from '../../../lookups/index';
import { WALK_IN_NAME } from '../orders/create-order.service';
import { editPosOrder, type PosEdit } from '../order-for-write';
import { posError } from '../pos.errors';

async function addressOfCustomer(tx: Database, order: PosOrderRow, addressId: number | null) {
  const [row] = await tx
    .select()
    .from(posAddresses)
    .where(
      and(
        eq(posAddresses.id, addressId ?? 0),
        eq(posAddresses.customer_id, order.customer_id),
        eq(posAddresses.is_deleted, false),
      ),
    );
  if (!row) throw posError('retail.pos_address_not_found').at('address_id');
  return row;
}

/** The columns of a shipping address (city and state from the pincode directory) and its billing. */
async function addressValues(
  tx: Database,
  shipping: TShippingAddress,
  sameBilling: boolean,
  billing: TBillingAddress | null,
) {
  const place = await knownPincode(tx, 'shipping_address.pincode', shipping.pincode);
  let billingJson: PosBillingAddressJson | null = null;
  if (!sameBilling && billing) {
    const billed = await knownPincode(tx, 'billing_address.pincode', billing.pincode);
    billingJson = {
      firstname: billing.firstname,
      lastname: billing.lastname ?? '',
      address: billing.address,
      landmark: billing.landmark ?? null,
      pincode: billing.pincode,
      city: billed.city,
      state: billed.state,
    };
  }
  return {
    firstname: shipping.firstname,
    lastname: shipping.lastname ?? '',
    alias: shipping.alias,
    email_address: shipping.email_address,
    mobile_number: shipping.mobile_number,
    alternate_mobile_number: shipping.alternate_mobile_number,
    address: shipping.address,
    landmark: shipping.landmark,
    pincode: shipping.pincode,
    city: place.city,
    state: place.state,
    gst_number: shipping.gst_number,
    gst_organization: shipping.gst_organization,
    billing_address: billingJson,
  };
}

const describe = (a: Pick<PosAddressRow, 'firstname' | 'address' | 'pincode'>) =>
  `${a.firstname}, ${a.address}, ${a.pincode}`;

/** A walk-in customer takes the name of their first address. */
async function nameWalkIn(tx: Database, order: PosOrderRow, shipping: TShippingAddress) {
  await tx
    .update(customers)
    .set({ name: `${shipping.firstname} ${shipping.lastname ?? ''}`.trim() })
    .where(and(eq(customers.id, order.customer_id), eq(customers.name, WALK_IN_NAME)));
}

/**
 * POST address: address_edit 1 adds a shipping address (and selects it), 2 edits one, 4 selects
 * one for the order; the shared address rules check the fields (001 section 5).
 */
export function addressAction(
  ctx: AppContext,
  caller: StaffCaller,
  input: TAddressActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(
    ctx,
    caller,
    input,
    idempotency,
    async ({ tx, now }, order): Promise<PosEdit> => {
      if (input.address_edit === ADDRESS_EDIT.select) {
        const chosen = await addressOfCustomer(tx, order, input.address_id);
        return {
          set: { shipping_address_id: chosen.id },
          changes: { shipping_address_id: { before: order.shipping_address_id, after: chosen.id } },
          reason: 'Shipping address selected',
          message: 'Address selected',
        };
      }
      const shipping = input.shipping_address;
      if (!shipping) throw posError('retail.pos_address_not_found').at('shipping_address');
      const values = await addressValues(
        tx,
        shipping,
        input.is_billing_address_same,
        input.billing_address,
      );
      await nameWalkIn(tx, order, shipping);
      if (input.address_edit === ADDRESS_EDIT.edit) {
        const current = await addressOfCustomer(tx, order, input.address_id);
        await tx
          .update(posAddresses)
          .set({ ...values, version: current.version + 1, updated_at: now })
          .where(eq(posAddresses.id, current.id));
        return {
          changes: {
            [`address ${current.id}`]: { before: describe(current), after: describe(values) },
          },
          reason: 'Shipping address edited',
          message: 'Address updated',
        };
      }
      const [added] = await tx
        .insert(posAddresses)
        .values({ ...values, customer_id: order.customer_id, created_at: now, updated_at: now })
        .returning({ id: posAddresses.id });
      return {
        set: { shipping_address_id: added?.id ?? null },
        changes: {
          [`address ${added?.id ?? ''}`]: { before: null, after: describe(values) },
          shipping_address_id: { before: order.shipping_address_id, after: added?.id ?? null },
        },
        reason: 'Shipping address added',
        message: 'Address added',
      };
    },
  );
}

/** POST address/delete: the address leaves the customer's list (and the order, if selected). */
export function deleteAddress(
  ctx: AppContext,
  caller: StaffCaller,
  input: TDeleteAddressRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(
    ctx,
    caller,
    input,
    idempotency,
    async ({ tx, now }, order): Promise<PosEdit> => {
      const address = await addressOfCustomer(tx, order, input.address_id);
      await tx
        .update(posAddresses)
        .set({ is_deleted: true, version: address.version + 1, updated_at: now })
        .where(eq(posAddresses.id, address.id));
      const selected = order.shipping_address_id === address.id;
      return {
        ...(selected ? { set: { shipping_address_id: null } } : {}),
        changes: { [`address ${address.id}`]: { before: describe(address), after: null } },
        reason: 'Shipping address deleted',
        message: 'Address deleted',
      };
    },
  );
}
