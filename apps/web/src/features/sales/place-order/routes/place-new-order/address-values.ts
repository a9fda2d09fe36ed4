import type { OrderAddress } from '@backoffice/domain/orders';
import {
  billingAddressValues,
  shippingAddressValues,
  type AddressFormValues,
  type BillingAddressValues,
} from '@/components/address-form';

export const EMPTY_BILLING: BillingAddressValues = {
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
    shipping_address: shippingAddressValues(shipping),
    is_billing_address_same: billing === null,
    billing_address: billing && billingAddressValues(billing),
  };
}
