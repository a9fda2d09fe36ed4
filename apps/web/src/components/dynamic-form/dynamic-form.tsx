import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FieldInput } from './field-input';
import type { DynamicFormState } from './use-dynamic-form';

export interface DynamicFormProps {
  /** The form's state (useDynamicForm over the descriptors the server sent). */
  form: DynamicFormState;
  /** Called with the form's answers once no field has an error. */
  onSubmit: () => void;
  submitLabel: string;
  pending?: boolean;
  /** The online payment vias a payment data field offers. */
  paymentVias?: readonly string[];
  /** Above the buttons: a conflict notice, a note. */
  notice?: ReactNode;
  onCancel?: () => void;
}

/**
 * The dynamic form (001 section 2): built from field descriptors, each drawn by its type and
 * checked by the domain's rules (001 section 5); Submit is blocked while any field has an error.
 */
export function DynamicForm({
  form,
  onSubmit,
  submitLabel,
  pending = false,
  paymentVias = [],
  notice,
  onCancel,
}: DynamicFormProps) {
  const blocked = form.attempted && Object.keys(form.errors).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.attempt()) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Dynamic form">
      <Stack gap="sm">
        {form.shownFields.map((field) => (
          <FieldInput key={field.name} field={field} form={form} paymentVias={paymentVias} />
        ))}
        {notice}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={blocked}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
