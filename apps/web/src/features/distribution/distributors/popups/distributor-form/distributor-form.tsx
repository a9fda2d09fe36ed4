import {
  DISTRIBUTOR_LENGTHS as L,
  REFERRED_BY,
  ZDistributorCreateRequest,
  type Distributor,
  type TDistributorCreateRequest,
} from '@backoffice/domain/distribution';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { applyServerErrors, SelectField, TextField } from '@/components/form';
import { useCan } from '@/lib/access';
import {
  useCreateDistributor,
  useUpdateDistributor,
} from '@/features/distribution/distributors/api/distributor-writes';
import { AddressSection } from './address-section';
import { GstSection } from './gst-section';
import { SameAsShippingButton } from './same-as-shipping-button';
import {
  DISTRIBUTOR_FORM_FIELDS,
  distributorFormValues,
  distributorRequestBody,
  hasReferrer,
  type DistributorFormValues,
} from './distributor-form-values';

const digits = (max: number) => (typed: string) => typed.replace(/\D/g, '').slice(0, max);
const upper = (max: number) => (typed: string) => typed.toUpperCase().slice(0, max);

interface DistributorFormProps {
  /** The distributor to change; none to add one. */
  distributor?: Distributor;
  close: () => void;
}

/**
 * The distributor company form (001 and 002 section 5), for create and edit: every field with
 * the domain schema's messages; the pin codes fill city and state; the GSTIN is verified on the
 * GST register unless NOC obtained is ticked. The SAP code is kept once created; the credit
 * limit is shown to FINANCE only, who alone may set it.
 */
export function DistributorForm({ distributor, close }: DistributorFormProps) {
  const setsCreditLimit = useCan()('distribution:set-credit-limit');
  const create = useCreateDistributor();
  const update = useUpdateDistributor();
  const form = useForm<DistributorFormValues, unknown, TDistributorCreateRequest>({
    // The form holds "no referrer chosen yet" as null, which the schema refuses with its message.
    resolver: zodResolver(ZDistributorCreateRequest) as Resolver<
      DistributorFormValues,
      unknown,
      TDistributorCreateRequest
    >,
    defaultValues: distributorFormValues(distributor),
  });
  const onError = (error: Error) => applyServerErrors(form, error, DISTRIBUTOR_FORM_FIELDS);
  // The schema checked the values; the body is the values as typed (rupees, not paise).
  const submit = form.handleSubmit(() => {
    const values = form.getValues();
    if (!hasReferrer(values)) return;
    const body = distributorRequestBody(values, setsCreditLimit);
    if (distributor) {
      const { distributor_code: _kept, ...fields } = body;
      update.mutate(
        { ...fields, code: distributor.distributor_code, version: distributor.version },
        { onSuccess: close, onError },
      );
    } else {
      create.mutate(body, { onSuccess: close, onError });
    }
  });
  const control = form.control;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={distributor ? 'Edit distributor' : 'Add distributor'}
      >
        <Stack gap="sm">
          <Fieldset legend="Company">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextField
                control={control}
                name="name"
                label="Company Name"
                required
                maxLength={L.nameMax}
              />
              <TextField
                control={control}
                name="distributor_code"
                label="SAP Code"
                required
                readOnly={!!distributor}
                parse={upper(L.codeMax)}
              />
              <TextField
                control={control}
                name="email"
                label="Email"
                required
                maxLength={L.emailMax}
              />
              <TextField
                control={control}
                name="phone_number"
                label="Phone Number"
                required
                inputMode="numeric"
                parse={digits(L.phone)}
              />
              <TextField control={control} name="pan" label="PAN" required parse={upper(L.pan)} />
              <SelectField
                control={control}
                name="referred_by"
                label="Referred By"
                required
                placeholder="Distribution or Partnership"
                data={[...REFERRED_BY]}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Contact person">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField
                control={control}
                name="contact_name"
                label="Contact Name"
                required
                maxLength={L.contactNameMax}
              />
              <TextField
                control={control}
                name="contact_email"
                label="Contact Email"
                maxLength={L.emailMax}
              />
              <TextField
                control={control}
                name="contact_phone"
                label="Contact Phone"
                inputMode="numeric"
                parse={digits(L.phone)}
              />
            </SimpleGrid>
          </Fieldset>
          <AddressSection prefix="" legend="Shipping address" />
          <AddressSection
            prefix="billing_"
            legend="Billing address"
            action={<SameAsShippingButton />}
          />
          <GstSection />
          {setsCreditLimit && (
            <Fieldset legend="Credit">
              <Controller
                control={control}
                name="credit_limit"
                render={({ field, fieldState }) => (
                  <TextInput
                    ref={field.ref}
                    label="Credit Limit (₹)"
                    description="How far below zero the dealer's credit may go"
                    inputMode="decimal"
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value.trim() || null)}
                    error={fieldState.error?.message}
                    w={240}
                  />
                )}
              />
            </Fieldset>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!!distributor && !form.formState.isDirty}
              loading={create.isPending || update.isPending}
            >
              {distributor ? 'Update' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
