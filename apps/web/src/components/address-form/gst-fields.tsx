import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import { matchesPattern } from '@backoffice/domain/core/validation';
import { Button, Group, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useValidateGst } from './validate-gst';
import { asText, type AddressFormValues } from './address-form-values';

const NUMBER = 'shipping_address.gst_number';
const ORGANIZATION = 'shipping_address.gst_organization';

/**
 * GST number (upper-cased as typed) and its organisation. The organisation is only filled by a
 * successful Verify, and a changed number clears it: the domain's "GST Organization is
 * Required!" then keeps an unverified number from being saved.
 */
export function GstFields() {
  const { control, register, setValue, setError, clearErrors, formState } =
    useFormContext<AddressFormValues>();
  const number = asText(useWatch({ control, name: NUMBER }));
  const validate = useValidateGst();
  const errors = formState.errors.shipping_address;

  const verify = () =>
    validate.mutate(
      { body: { gst_number: number } },
      {
        onSuccess: ({ valid, gst_organization, message }) => {
          if (!valid || !gst_organization) {
            setError(NUMBER, { message: message ?? ADDRESS_MESSAGES.gstInactive });
            return;
          }
          clearErrors(NUMBER);
          setValue(ORGANIZATION, gst_organization, { shouldValidate: true });
        },
      },
    );

  return (
    <>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Controller
          control={control}
          name={NUMBER}
          render={({ field }) => (
            <TextInput
              {...field}
              value={asText(field.value)}
              label="GST Number"
              maxLength={15}
              flex={1}
              error={errors?.gst_number?.message}
              onChange={(event) => {
                field.onChange(event.currentTarget.value.toUpperCase());
                setValue(ORGANIZATION, '');
              }}
            />
          )}
        />
        <Button
          mt={25}
          variant="light"
          onClick={verify}
          loading={validate.isPending}
          disabled={!matchesPattern('gstNumber', number)}
        >
          Verify GST
        </Button>
      </Group>
      <TextInput
        label="GST Organization"
        readOnly
        placeholder="Verify the GST number"
        error={errors?.gst_organization?.message}
        {...register(ORGANIZATION)}
      />
    </>
  );
}
