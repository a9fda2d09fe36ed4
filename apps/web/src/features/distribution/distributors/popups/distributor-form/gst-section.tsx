import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import { DISTRIBUTOR_LENGTHS as L } from '@backoffice/domain/distribution';
import { matchesPattern } from '@backoffice/domain/core/validation';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useValidateGst } from '@/components/address-form';
import type { DistributorFormValues } from './distributor-form-values';

/**
 * GSTIN, required unless NOC obtained is ticked (the tick hides it), upper-cased as typed and
 * verified on the GST register, which fills the organisation; a changed number clears it.
 */
export function GstSection() {
  const { control, setValue, setError, clearErrors, formState } =
    useFormContext<DistributorFormValues>();
  const noc = useWatch({ control, name: 'is_noc_obtained' });
  const number = useWatch({ control, name: 'gst_number' });
  const organization = useWatch({ control, name: 'gst_organization' });
  const validate = useValidateGst();
  const verify = () =>
    validate.mutate(
      { body: { gst_number: number } },
      {
        onSuccess: ({ valid, gst_organization, message }) => {
          if (!valid || !gst_organization) {
            setError('gst_number', { message: message ?? ADDRESS_MESSAGES.gstInactive });
            return;
          }
          clearErrors('gst_number');
          setValue('gst_organization', gst_organization, { shouldDirty: true });
        },
      },
    );
  return (
    <Fieldset legend="GST">
      <Controller
        control={control}
        name="is_noc_obtained"
        render={({ field }) => (
          <Checkbox
            label="NOC obtained (no GSTIN)"
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            mb="sm"
          />
        )}
      />
      {!noc && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Controller
              control={control}
              name="gst_number"
              render={({ field, fieldState }) => (
                <TextInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  label="GSTIN"
                  required
                  maxLength={L.gst}
                  flex={1}
                  error={fieldState.error?.message}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value.toUpperCase());
                    setValue('gst_organization', '');
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
            placeholder="Verify the GSTIN"
            value={organization}
            error={formState.errors.gst_organization?.message}
          />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
