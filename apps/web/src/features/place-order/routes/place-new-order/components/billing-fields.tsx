import { Checkbox, Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { EMPTY_BILLING, type AddressFormValues } from '../address-values';
import { PincodeFields } from './pincode-fields';

/**
 * "Same as shipping", and otherwise the billing address: name, address and pincode, without the
 * e-mail, mobile and landmark requirements (001 section 5). Unticking brings back what was typed.
 */
export function BillingFields() {
  const { control, register, formState, getValues, setValue } = useFormContext<AddressFormValues>();
  const same = useWatch({ control, name: 'is_billing_address_same' });
  const pincode = useWatch({ control, name: 'billing_address.pincode' }) ?? '';
  const hidden = useRef(getValues('billing_address') ?? EMPTY_BILLING);
  const errors = formState.errors.billing_address;
  return (
    <>
      <Controller
        control={control}
        name="is_billing_address_same"
        render={({ field }) => (
          <Checkbox
            label="Billing address is the same as the shipping address"
            checked={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const isSame = event.currentTarget.checked;
              const typed = getValues('billing_address');
              if (isSame && typed) hidden.current = typed;
              setValue('billing_address', isSame ? null : hidden.current);
              field.onChange(isSame);
            }}
          />
        )}
      />
      {!same && (
        <Fieldset legend="Billing Address">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="First Name"
              required
              error={errors?.firstname?.message}
              {...register('billing_address.firstname')}
            />
            <TextInput
              label="Last Name"
              error={errors?.lastname?.message}
              {...register('billing_address.lastname')}
            />
            <TextInput
              label="Landmark"
              error={errors?.landmark?.message}
              {...register('billing_address.landmark')}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Address"
            required
            autosize
            minRows={2}
            error={errors?.address?.message}
            {...register('billing_address.address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
            <PincodeFields
              name="billing_address.pincode"
              pincode={pincode}
              error={errors?.pincode?.message}
            />
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}
