import type { OrderAddress, TOrderAddressesInput } from '@backoffice/domain/orders';

/**
 * The values of an address form (customer edit, place order): the domain schema's input, before
 * it parses it. `billing_address` is null while the billing address is the same as shipping.
 */
export type AddressFormValues = TOrderAddressesInput;
export type ShippingAddressValues = AddressFormValues['shipping_address'];
export type BillingAddressValues = NonNullable<AddressFormValues['billing_address']>;

/** An order's address as the shipping fields show it (the order keeps no alias: one may be added). */
export const shippingAddressValues = (a: OrderAddress): ShippingAddressValues => ({
  firstname: a.firstname,
  lastname: a.lastname,
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

/** An order's address as the billing fields show it. */
export const billingAddressValues = (a: OrderAddress): BillingAddressValues => ({
  firstname: a.firstname,
  lastname: a.lastname,
  address: a.address,
  landmark: a.landmark ?? '',
  pincode: a.pincode,
});

/** A text field's value; the domain's optional fields accept any input, so their type is unknown. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
