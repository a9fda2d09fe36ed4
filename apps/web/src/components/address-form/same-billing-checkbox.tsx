import { Checkbox } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { BillingAddressValues, AddressFormValues } from './address-form-values';

/**
 * "Same as shipping": ticking it drops the billing address from the payload; unticking brings
 * back what was typed (at first, the order's billing address).
 */
export function SameBillingCheckbox({ initial }: { initial: BillingAddressValues }) {
  const { control, getValues, setValue } = useFormContext<AddressFormValues>();
  const hidden = useRef(initial);
  return (
    <Controller
      control={control}
      name="is_billing_address_same"
      render={({ field }) => (
        <Checkbox
          label="Billing address is the same as the shipping address"
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            const same = event.currentTarget.checked;
            const typed = getValues('billing_address');
            if (same && typed) hidden.current = typed;
            setValue('billing_address', same ? null : hidden.current);
            field.onChange(same);
          }}
        />
      )}
    />
  );
}
