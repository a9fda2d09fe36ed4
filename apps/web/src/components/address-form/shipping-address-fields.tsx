import { ADDRESS_LENGTHS, ALIAS_HINT } from '@backoffice/domain/orders';
import { Fieldset, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { AddressFormValues } from './address-form-values';
import { digitsOnly } from './digits-only';
import { GstFields } from './gst-fields';
import { PincodeFields } from './pincode-fields';
import type { PincodeCheck } from './use-pincode-check';

/** The customer's shipping address: contact, address, pincode and GST details. */
export function ShippingAddressFields({ pincode }: { pincode: PincodeCheck }) {
  const { register, formState } = useFormContext<AddressFormValues>();
  const errors = formState.errors.shipping_address;
  return (
    <Fieldset legend="Shipping Address">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="First Name"
          required
          autoComplete="given-name"
          maxLength={ADDRESS_LENGTHS.nameMax}
          error={errors?.firstname?.message}
          {...register('shipping_address.firstname')}
        />
        <TextInput
          label="Last Name"
          autoComplete="family-name"
          maxLength={ADDRESS_LENGTHS.nameMax}
          error={errors?.lastname?.message}
          {...register('shipping_address.lastname')}
        />
        <TextInput
          label="Alias"
          description={ALIAS_HINT}
          maxLength={ADDRESS_LENGTHS.aliasMax}
          error={errors?.alias?.message}
          {...register('shipping_address.alias')}
        />
        <TextInput
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={ADDRESS_LENGTHS.emailMax}
          error={errors?.email_address?.message}
          {...register('shipping_address.email_address')}
        />
        <TextInput
          label="Mobile Number"
          required
          inputMode="numeric"
          maxLength={ADDRESS_LENGTHS.mobile}
          error={errors?.mobile_number?.message}
          {...digitsOnly(register('shipping_address.mobile_number'))}
        />
        <TextInput
          label="Alternate Mobile Number"
          inputMode="numeric"
          maxLength={ADDRESS_LENGTHS.mobile}
          error={errors?.alternate_mobile_number?.message}
          {...digitsOnly(register('shipping_address.alternate_mobile_number'))}
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
        {...register('shipping_address.address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        <TextInput
          label="Landmark"
          required
          maxLength={ADDRESS_LENGTHS.landmarkMax}
          error={errors?.landmark?.message}
          {...register('shipping_address.landmark')}
        />
        <PincodeFields
          name="shipping_address.pincode"
          error={errors?.pincode?.message}
          check={pincode}
        />
        <GstFields />
      </SimpleGrid>
    </Fieldset>
  );
}
