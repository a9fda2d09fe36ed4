import type { FormField, PaymentAnswer } from '@backoffice/domain/returns';
import { Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import type { DynamicFormState } from './use-dynamic-form';

type PaymentField = Extract<FormField, { type: 'payment' }>;

const paymentOf = (answer: unknown): PaymentAnswer =>
  typeof answer === 'object' && answer !== null && !Array.isArray(answer)
    ? (answer as PaymentAnswer)
    : {};

interface PaymentFieldProps {
  field: PaymentField;
  form: DynamicFormState;
  /** The online payment vias the user may pick. */
  vias: readonly string[];
}

/**
 * Payment data (001 sections 2 and 4): COD or ONLINE; choosing COD clears via and tracking id;
 * ONLINE asks for a via and, optionally, a tracking id.
 */
export function PaymentField({ field, form, vias }: PaymentFieldProps) {
  const payment = paymentOf(form.answers[field.name]);
  const set = (change: PaymentAnswer) => form.setAnswer(field.name, { ...payment, ...change });
  return (
    <Stack gap="xs">
      <Radio.Group
        label={field.label}
        description={field.hint}
        withAsterisk={field.required}
        value={payment.payment_type ?? ''}
        onChange={(type) =>
          set(
            type === 'COD'
              ? { payment_type: type, payment_via: null, payment_tracking_id: null }
              : { payment_type: type },
          )
        }
        error={form.shownError(field.name)}
      >
        <Group gap="lg" mt={4}>
          {field.payment_types.map((type) => (
            <Radio key={type} value={type} label={type} />
          ))}
        </Group>
      </Radio.Group>
      {payment.payment_type === 'ONLINE' && (
        <Group grow align="flex-start">
          <Select
            label="Payment Via"
            withAsterisk
            data={[...vias]}
            value={payment.payment_via ?? null}
            onChange={(via) => set({ payment_via: via })}
          />
          <TextInput
            label="Payment Tracking Id"
            maxLength={100}
            value={payment.payment_tracking_id ?? ''}
            onChange={(event) => set({ payment_tracking_id: event.currentTarget.value })}
          />
        </Group>
      )}
    </Stack>
  );
}
