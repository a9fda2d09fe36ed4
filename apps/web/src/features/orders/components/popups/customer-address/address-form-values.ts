import type { OrderAddress, OrderDetails, ZEditCustomerRequest } from '@backoffice/domain/orders';
import type { z } from 'zod';

/**
 * The customer edit popup's values: the edit-customer payload before the domain parses it.
 * `billing_address` is null while the billing address is the same as the shipping one.
 */
export type CustomerAddressValues = z.input<typeof ZEditCustomerRequest>;
export type BillingAddressValues = NonNullable<CustomerAddressValues['billing_address']>;

const shippingValues = (a: OrderAddress): CustomerAddressValues['shipping_address'] => ({
  firstname: a.firstname,
  lastname: a.lastname,
  // The order does not keep an alias: the agent may add one.
  alias: '',
  email_address: a.email_address ?? '',
  mobile_number: a.mobile_number,
  alternate_mobile_number: a.alternate_mobile_number ?? '',
  address: a.address,
  landmark: a.landmark ?? '',
  pincode: a.pincode,
  gst_number: a.gst_number ?? '',
  gst_organization: a.gst_organization ?? '',
});

/** The billing fields to show when "same as shipping" is unticked: the order's billing address, else its shipping one. */
export function billingValues(order: OrderDetails): BillingAddressValues {
  const a = order.billing_address ?? order.shipping_address;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    address: a.address,
    landmark: a.landmark ?? '',
    pincode: a.pincode,
  };
}

/** The form starts from the order's addresses and the version it was read at. */
export function customerAddressValues(order: OrderDetails): CustomerAddressValues {
  return {
    order_random_id: order.order_random_id,
    version: order.version,
    shipping_address: shippingValues(order.shipping_address),
    is_billing_address_same: order.is_billing_address_same,
    billing_address: order.is_billing_address_same ? null : billingValues(order),
  };
}

/** A text field's value; the domain's optional fields accept any input, so their type is unknown. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
