import type { FormField } from '@backoffice/domain/returns';
import { Checkbox, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { DATE_INPUT_PROPS } from '@/lib/format';
import { FilesField } from './files-field';
import { PaymentField } from './payment-field';
import { ReasonField } from './reason-field';
import type { DynamicFormState } from './use-dynamic-form';

/** A choice of at most this many options shows as radio buttons, a longer one as a dropdown. */
const RADIO_LIMIT = 4;

const textOf = (answer: unknown): string =>
  typeof answer === 'string' || typeof answer === 'number' ? String(answer) : '';

interface FieldInputProps {
  field: FormField;
  form: DynamicFormState;
  paymentVias: readonly string[];
}

/** One field of the dynamic form, drawn by its descriptor's type. */
export function FieldInput({ field, form, paymentVias }: FieldInputProps) {
  const common = {
    label: field.label,
    description: field.hint,
    withAsterisk: field.required,
    error: form.shownError(field.name),
    onBlur: () => form.touch(field.name),
  };
  const answer = form.answers[field.name];
  switch (field.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={textOf(answer)}
          onChange={(event) => form.setAnswer(field.name, event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={textOf(answer)}
          onChange={(event) => form.setAnswer(field.name, event.currentTarget.value)}
        />
      );
    case 'integer':
      // Kept as typed: the domain's rule says what is wrong with it (not a whole number, too small).
      return (
        <TextInput
          {...common}
          inputMode="numeric"
          value={textOf(answer)}
          onChange={(event) => form.setAnswer(field.name, event.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <DateInput
          {...DATE_INPUT_PROPS}
          {...common}
          clearable
          minDate={field.min_date}
          maxDate={field.max_date}
          value={textOf(answer) || null}
          onChange={(day) => form.setAnswer(field.name, day)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.hint}
          error={common.error}
          checked={answer === true}
          onChange={(event) => form.setAnswer(field.name, event.currentTarget.checked)}
        />
      );
    case 'choice':
      return field.options.length <= RADIO_LIMIT ? (
        <Radio.Group
          {...common}
          value={textOf(answer)}
          onChange={(value) => form.setAnswer(field.name, value)}
        >
          <Stack gap={4} mt={4}>
            {field.options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Select
          {...common}
          placeholder={`Choose ${field.label}`}
          data={field.options.map((option) => ({ value: option.value, label: option.label }))}
          value={textOf(answer) || null}
          onChange={(value) => form.setAnswer(field.name, value)}
        />
      );
    case 'reason':
      return <ReasonField field={field} form={form} />;
    case 'files':
      return <FilesField field={field} form={form} />;
    case 'payment':
      return <PaymentField field={field} form={form} vias={paymentVias} />;
  }
}
