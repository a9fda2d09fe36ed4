import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BillingAddressFields,
  SameBillingCheckbox,
  ShippingAddressFields,
  usePincodeCheck,
  type AddressFormValues,
} from '@/components/address-form';
import { EMPTY_BILLING } from '../address-values';

/**
 * The new order's addresses (001 section 5): shipping, whose pincode must be delivered to (the
 * delivery check's refusal shows on it), and billing unless it is the same.
 */
export function AddressFields({ deliveryProblem }: { deliveryProblem: string | null }) {
  const { control, getValues } = useFormContext<AddressFormValues>();
  const [same, shippingPincode, billingPincode] = useWatch({
    control,
    name: ['is_billing_address_same', 'shipping_address.pincode', 'billing_address.pincode'],
  });
  const shipping = usePincodeCheck(shippingPincode);
  const billing = usePincodeCheck(billingPincode ?? '');
  const [initialBilling] = useState(() => getValues('billing_address') ?? EMPTY_BILLING);
  return (
    <>
      <ShippingAddressFields
        pincode={{ ...shipping, problem: shipping.problem ?? deliveryProblem }}
      />
      <SameBillingCheckbox initial={initialBilling} />
      {!same && <BillingAddressFields pincode={billing} />}
    </>
  );
}
