import { isCardLinkVia, type TPaymentTypeFormInput } from '@backoffice/domain/sales/payments';
import { Radio, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectField, TextField } from '@/components/form';

/**
 * A form that takes a payment: the payment form's values under `payment` (001 section 3
 * "Payment form"), nothing chosen until the agent picks a type.
 */
export interface PaymentFormValues {
  payment: TPaymentTypeFormInput;
}

interface PaymentTypeFieldsProps {
  /** The online payment vias the user may pick. */
  vias: readonly string[];
  /** Why the chosen type cannot be taken here (COD not served at the pincode ...), if so. */
  typeRefusal?: string | null;
}

/**
 * The payment type form (001 sections 3 and 4): COD or ONLINE; choosing COD clears via and
 * tracking id; ONLINE asks for a via and a tracking id, except via Juspay, for which the
 * customer gets a payment link instead; when the user may pick only one via, it is chosen for
 * them. Reused wherever a payment is taken, inside the form (FormProvider) whose values hold it
 * under `payment`.
 */
export function PaymentTypeFields({ vias, typeRefusal = null }: PaymentTypeFieldsProps) {
  const { control, setValue } = useFormContext<PaymentFormValues>();
  const [type, via] = useWatch({
    control,
    name: ['payment.payment_type', 'payment.payment_via'],
  });
  const online = type === 'ONLINE';
  const byLink = isCardLinkVia(via);
  const sole = soleOption(vias);
  useEffect(() => {
    if (online && !via && sole) setValue('payment.payment_via', sole);
  }, [online, via, sole, setValue]);
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="payment.payment_type"
        render={({ field, fieldState }) => (
          <Radio.Group
            label="Payment Type"
            required
            name={field.name}
            value={field.value ?? ''}
            error={typeRefusal ?? fieldState.error?.message}
            onChange={(chosen) => {
              field.onChange(chosen);
              if (chosen === 'COD') {
                setValue('payment.payment_via', null);
                setValue('payment.payment_tracking_id', '');
              }
            }}
          >
            <Group gap="lg" mt={4}>
              <Radio value="COD" label="COD" />
              <Radio value="ONLINE" label="ONLINE" />
            </Group>
          </Radio.Group>
        )}
      />
      {online && (
        <SelectField
          control={control}
          name="payment.payment_via"
          label="Payment Via"
          required
          data={[...vias]}
          allowDeselect={false}
        />
      )}
      {online && via && !byLink && (
        <TextField
          control={control}
          name="payment.payment_tracking_id"
          label="Tracking Id"
          required
        />
      )}
      {online && byLink && (
        <Text size="sm" c="dimmed">
          No tracking id: a payment link is sent to the customer instead.
        </Text>
      )}
    </Stack>
  );
}

/** The one option of a list that offers only one, which a form chooses for the user. */
export function soleOption<T>(options: readonly T[]): T | undefined {
  return options.length === 1 ? options[0] : undefined;
}
