import { ADDRESS_LENGTHS } from '@backoffice/domain/orders';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { AddressFormValues } from './address-form-values';
import { PincodeFields } from './pincode-fields';
import type { PincodeCheck } from './use-pincode-check';

/** A separate billing address: name, address and pincode; no e-mail, mobile or landmark needed. */
export function BillingAddressFields({ pincode }: { pincode: PincodeCheck }) {
  const { register, formState } = useFormContext<AddressFormValues>();
  const errors = formState.errors.billing_address;
  return (
    <Fieldset legend="Billing Address">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="First Name"
          required
          maxLength={ADDRESS_LENGTHS.nameMax}
          error={errors?.firstname?.message}
          {...register('billing_address.firstname')}
        />
        <TextInput
          label="Last Name"
          maxLength={ADDRESS_LENGTHS.nameMax}
          error={errors?.lastname?.message}
          {...register('billing_address.lastname')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label="Address"
        required
        autosize
        minRows={2}
        maxRows={6}
        maxLength={ADDRESS_LENGTHS.addressMax}
        error={errors?.address?.message}
        {...register('billing_address.address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <TextInput
          label="Landmark"
          maxLength={ADDRESS_LENGTHS.landmarkMax}
          error={errors?.landmark?.message}
          {...register('billing_address.landmark')}
        />
        <PincodeFields
          name="billing_address.pincode"
          error={errors?.pincode?.message}
          check={pincode}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
