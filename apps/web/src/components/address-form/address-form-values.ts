import type { OrderAddress, TOrderAddressesInput } from '@backoffice/domain/orders';
import type { Path } from 'react-hook-form';

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

/** The fields of an address form, as the server names them when it refuses one. */
export const ADDRESS_FORM_FIELDS = [
  'shipping_address.firstname',
  'shipping_address.lastname',
  'shipping_address.alias',
  'shipping_address.email_address',
  'shipping_address.mobile_number',
  'shipping_address.alternate_mobile_number',
  'shipping_address.address',
  'shipping_address.landmark',
  'shipping_address.pincode',
  'shipping_address.gst_number',
  'shipping_address.gst_organization',
  'billing_address.firstname',
  'billing_address.lastname',
  'billing_address.address',
  'billing_address.landmark',
  'billing_address.pincode',
] as const satisfies readonly Path<AddressFormValues>[];

/** A text field's value; the domain's optional fields accept any input, so their type is unknown. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
