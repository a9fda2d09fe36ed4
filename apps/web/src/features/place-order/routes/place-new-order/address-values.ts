import type { OrderAddress, TOrderAddressesInput } from '@backoffice/domain/orders';

/** The address form's values: the domain schema's input (optional fields take any text). */
export type AddressFormValues = TOrderAddressesInput;
export type BillingFormValues = NonNullable<AddressFormValues['billing_address']>;

export const EMPTY_BILLING: BillingFormValues = {
  firstname: '',
  lastname: '',
  address: '',
  landmark: '',
  pincode: '',
};

/** A new customer's form: nothing typed, billing the same as shipping. */
export const EMPTY_ADDRESSES: AddressFormValues = {
  shipping_address: {
    firstname: '',
    lastname: '',
    alias: '',
    email_address: '',
    mobile_number: '',
    alternate_mobile_number: '',
    address: '',
    landmark: '',
    pincode: '',
    gst_number: '',
    gst_organization: '',
  },
  is_billing_address_same: true,
  billing_address: null,
};

/**
 * The form started from an earlier order's addresses (a customer found by mobile, or the order a
 * new one is placed from); the mobile number searched for when there is no address yet.
 */
export function addressValues(
  shipping: OrderAddress | null,
  billing: OrderAddress | null,
  mobile = '',
): AddressFormValues {
  if (!shipping) {
    return {
      ...EMPTY_ADDRESSES,
      shipping_address: { ...EMPTY_ADDRESSES.shipping_address, mobile_number: mobile },
    };
  }
  return {
    shipping_address: {
      firstname: shipping.firstname,
      lastname: shipping.lastname,
      alias: '',
      email_address: shipping.email_address ?? '',
      mobile_number: shipping.mobile_number,
      alternate_mobile_number: shipping.alternate_mobile_number ?? '',
      address: shipping.address,
      landmark: shipping.landmark ?? '',
      pincode: shipping.pincode,
      gst_number: shipping.gst_number ?? '',
      gst_organization: shipping.gst_organization ?? '',
    },
    is_billing_address_same: billing === null,
    billing_address: billing && {
      firstname: billing.firstname,
      lastname: billing.lastname,
      address: billing.address,
      landmark: billing.landmark ?? '',
      pincode: billing.pincode,
    },
  };
}

/** A text field's value: the schema's optional fields are typed unknown. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
