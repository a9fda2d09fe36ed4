import type { FormField } from '@backoffice/domain/returns';
import { Select } from '@mantine/core';
import type { DynamicFormState } from './use-dynamic-form';

type ReasonField = Extract<FormField, { type: 'reason' }>;

const idOf = (answer: unknown): string | null =>
  typeof answer === 'number' || typeof answer === 'string' ? String(answer) : null;

/**
 * The dropdown with its sub-reason dropdown (001 section 2): choosing a reason offers its
 * sub-reasons and clears the one chosen before. Both answer the option's id.
 */
export function ReasonField({ field, form }: { field: ReasonField; form: DynamicFormState }) {
  const reasonId = idOf(form.answers[field.name]);
  const reason = field.options.find((option) => String(option.id) === reasonId);
  const subReasons = reason?.sub_reasons ?? [];
  return (
    <>
      <Select
        label={field.label}
        description={field.hint}
        withAsterisk={field.required}
        placeholder={`Choose ${field.label}`}
        data={field.options.map((option) => ({ value: String(option.id), label: option.label }))}
        value={reasonId}
        onChange={(chosen) => {
          form.setAnswer(field.name, chosen === null ? null : Number(chosen));
          form.setAnswer(field.sub_reason_name, null);
        }}
        onBlur={() => form.touch(field.name)}
        error={form.shownError(field.name)}
        searchable
      />
      {subReasons.length > 0 && (
        <Select
          label={field.sub_reason_label}
          withAsterisk
          placeholder={`Choose ${field.sub_reason_label}`}
          data={subReasons.map((sub) => ({ value: String(sub.id), label: sub.label }))}
          value={idOf(form.answers[field.sub_reason_name])}
          onChange={(chosen) =>
            form.setAnswer(field.sub_reason_name, chosen === null ? null : Number(chosen))
          }
          onBlur={() => form.touch(field.sub_reason_name)}
          error={form.shownError(field.sub_reason_name)}
        />
      )}
    </>
  );
}
