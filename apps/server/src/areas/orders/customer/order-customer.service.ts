import { orders, type OrderRow } from '@backoffice/db/schema';
import type { OrderDetails, TEditCustomerRequest } from '@backoffice/domain/orders';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { deliveryPincode, knownPincode, requireActiveGst } from '../../lookups/index';
import { addressesOf, orderByRandomId } from '../details/order-details.queries';
import { orderDetails } from '../details/order-details.service';
import { orderNotFound } from '../details/orders.errors';
import {
  addressChanges,
  billingValues,
  saveAddress,
  shippingValues,
  type AddressValues,
} from './address-writes';

/**
 * Changes an order's shipping address and its billing address (001 section 5): the pincodes must
 * be in the directory (the shipping one served for the order's payment type), a new GST number
 * active on the GST register; then, in one transaction against the version read, the addresses
 * are written and audited with before and after. Answers the order page.
 */
export async function editCustomer(
  ctx: AppContext,
  caller: StaffCaller,
  input: TEditCustomerRequest,
): Promise<OrderDetails> {
  const found = await orderByRandomId(ctx.db, input.order_random_id);
  if (!found) throw orderNotFound();
  const { order } = found;
  // A stale form is refused before the GST register is asked; the lock below decides for good.
  if (order.version !== input.version) throw new AppError('STALE');
  const addresses = await checkedAddresses(ctx, order, input);
  await runUseCase(ctx, caller, (scope) => writeAddresses(scope, order, input, addresses));
  return orderDetails(ctx, caller.principal, order.order_random_id);
}

/** The new addresses as stored, once their pincodes and a new GST number are checked. */
interface CheckedAddresses {
  shipping: AddressValues;
  billing: AddressValues | null;
}

async function checkedAddresses(
  ctx: AppContext,
  order: OrderRow,
  input: TEditCustomerRequest,
): Promise<CheckedAddresses> {
  const shippingInput = input.shipping_address;
  const shippingPlace = await deliveryPincode(
    ctx.db,
    'shipping_address.pincode',
    shippingInput.pincode,
    order.payment_type,
  );
  const billingInput = input.is_billing_address_same ? null : (input.billing_address ?? null);
  const billingPlace = billingInput
    ? await knownPincode(ctx.db, 'billing_address.pincode', billingInput.pincode)
    : null;
  const stored = await addressesOf(ctx.db, order.id);
  const storedGst = stored.find((a) => a.kind === 'shipping')?.gst_number ?? null;
  // Only a new or changed number is verified: an unchanged one was verified when it was saved.
  if (shippingInput.gst_number !== null && shippingInput.gst_number !== storedGst) {
    await requireActiveGst(ctx, 'shipping_address.gst_number', shippingInput.gst_number);
  }
  const shipping = shippingValues(shippingInput, shippingPlace);
  const billing =
    billingInput && billingPlace
      ? billingValues(billingInput, billingPlace, shipping.mobile_number)
      : null;
  return { shipping, billing };
}

/** Writes both addresses against the version read and audits them with before and after. */
async function writeAddresses(
  { tx, record, now }: UseCaseScope,
  order: OrderRow,
  input: TEditCustomerRequest,
  { shipping, billing }: CheckedAddresses,
): Promise<void> {
  const locked = await orderByRandomId(tx, order.order_random_id, true);
  if (!locked || locked.order.version !== input.version) throw new AppError('STALE');
  const before = await addressesOf(tx, order.id);
  const shippingBefore = before.find((a) => a.kind === 'shipping');
  const billingBefore = before.find((a) => a.kind === 'billing');
  await saveAddress(tx, order.id, 'shipping', shippingBefore, shipping, now);
  await saveAddress(tx, order.id, 'billing', billingBefore, billing, now);
  await tx
    .update(orders)
    .set({
      is_billing_address_same: input.is_billing_address_same,
      version: sql`${orders.version} + 1`,
      updated_at: now,
    })
    .where(eq(orders.id, order.id));
  const wasSame = locked.order.is_billing_address_same;
  const isSame = input.is_billing_address_same;
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      ...addressChanges('shipping', shippingBefore, shipping),
      ...addressChanges('billing', billingBefore, billing),
      ...(wasSame === isSame
        ? {}
        : { is_billing_address_same: { before: wasSame, after: isSame } }),
    },
    reason: 'Customer address edited',
  });
}
