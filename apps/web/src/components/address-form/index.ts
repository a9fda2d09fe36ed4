export {
  ADDRESS_FORM_FIELDS,
  billingAddressValues,
  shippingAddressValues,
  type AddressFormValues,
  type BillingAddressValues,
  type ShippingAddressValues,
} from './address-form-values';
export { BillingAddressFields } from './billing-address-fields';
export { SameBillingCheckbox } from './same-billing-checkbox';
export { ShippingAddressFields } from './shipping-address-fields';
export { usePincodeCheck, type PincodeCheck } from './use-pincode-check';
export { useValidateGst } from './validate-gst';
