import {
  ADD_LEAD_LABELS as L,
  addLeadDefaults,
  LEAD_LENGTHS,
  LEAD_TYPES,
  ZAddLeadRequest,
  type TAddLeadRequest,
  type TAddLeadRequestInput,
} from '@backoffice/domain/quotations';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors, TextareaField, TextField } from '@/components/form';
import { useAddLead } from '@/features/quotations/api/add-lead';
import { useCustomerSegments } from '@/features/quotations/api/get-quotation-settings';
import { DATE_INPUT_PROPS } from '@/lib/format';

const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((t) => ({ value: String(t.id), label: t.label }));

/** The fields the server checks again (a mobile number of an open lead ...). */
const SERVER_CHECKED_FIELDS = [
  'name',
  'mobile_number',
  'email_id',
  'expected_closure_date',
  'lead_type',
  'customer_segment',
  'comments',
] as const satisfies readonly (keyof TAddLeadRequestInput)[];

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, LEAD_LENGTHS.mobile);

/** A picked id as the select shows it. */
const pickedText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null;

interface AddLeadFormProps {
  close: () => void;
  /** The lead was added: the screen searches its mobile number. */
  onAdded: (mobileNumber: string) => void;
  /** Today, for the expected closure date's default (tests pin it). */
  now?: Date;
}

/**
 * The Add Lead popup (002 section 5): customer name, mobile number (ten digits), an optional
 * e-mail, the expected closure date (today unless changed), the lead type (Outbound unless
 * changed), the customer segment (from the server's list) and comments; the domain's schema
 * gives every message. The server's answer is toasted for 2 seconds.
 */
export function AddLeadForm({ close, onAdded, now = new Date() }: AddLeadFormProps) {
  const add = useAddLead();
  const segments = useCustomerSegments();
  const form = useForm<TAddLeadRequestInput, unknown, TAddLeadRequest>({
    resolver: zodResolver(ZAddLeadRequest),
    defaultValues: addLeadDefaults(now),
  });
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (answer) => {
        close();
        onAdded(answer.lead.mobile_number);
      },
      onError: (error) => applyServerErrors(form, error, SERVER_CHECKED_FIELDS),
    }),
  );
  const segmentOptions = (segments.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.segment_name,
  }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add lead">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            control={form.control}
            name="name"
            label={L.name}
            required
            maxLength={LEAD_LENGTHS.nameMax}
          />
          <TextField
            control={form.control}
            name="mobile_number"
            label={L.mobile_number}
            required
            inputMode="numeric"
            maxLength={LEAD_LENGTHS.mobile}
            parse={digitsOnly}
          />
          <TextField
            control={form.control}
            name="email_id"
            label={L.email_id}
            type="email"
            maxLength={LEAD_LENGTHS.emailMax}
          />
          <Controller
            control={form.control}
            name="expected_closure_date"
            render={({ field, fieldState }) => (
              <DateInput
                {...DATE_INPUT_PROPS}
                label={L.expected_closure_date}
                required
                value={field.value || null}
                onChange={(day) => field.onChange(day ?? '')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="lead_type"
            render={({ field, fieldState }) => (
              <Select
                label={L.lead_type}
                required
                data={LEAD_TYPE_OPTIONS}
                value={pickedText(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                error={fieldState.error?.message}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="customer_segment"
            render={({ field, fieldState }) => (
              <Select
                label={L.customer_segment}
                required
                placeholder={segments.isPending ? 'Loading…' : 'Choose a segment'}
                data={segmentOptions}
                value={pickedText(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextareaField
          control={form.control}
          name="comments"
          label={L.comments}
          autosize
          minRows={2}
          maxLength={LEAD_LENGTHS.commentsMax}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add Lead
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
