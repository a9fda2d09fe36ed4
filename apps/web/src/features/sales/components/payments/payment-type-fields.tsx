import { isCardLinkVia, type PaymentFormType } from '@backoffice/domain/sales/payments';
import { Radio, Group, Select, Stack, Text, TextInput } from '@mantine/core';

/** The payment form's values as typed (001 section 3 "Payment form"). */
export interface PaymentTypeValue {
  payment_type: PaymentFormType | null;
  payment_via: string | null;
  payment_tracking_id: string;
}

export const EMPTY_PAYMENT_TYPE: PaymentTypeValue = {
  payment_type: null,
  payment_via: null,
  payment_tracking_id: '',
};

interface PaymentTypeFieldsProps {
  value: PaymentTypeValue;
  onChange: (value: PaymentTypeValue) => void;
  /** The online payment vias the user may pick. */
  vias: readonly string[];
  errors?: Partial<Record<keyof PaymentTypeValue, string>>;
}

/**
 * The payment type form (001 sections 3 and 4): COD or ONLINE; choosing COD clears via and
 * tracking id; ONLINE asks for a via and a tracking id, except via Juspay, for which the
 * customer gets a payment link instead. Reused wherever a payment is taken.
 */
export function PaymentTypeFields({ value, onChange, vias, errors = {} }: PaymentTypeFieldsProps) {
  const online = value.payment_type === 'ONLINE';
  const byLink = isCardLinkVia(value.payment_via);
  return (
    <Stack gap="sm">
      <Radio.Group
        label="Payment Type"
        required
        value={value.payment_type ?? ''}
        error={errors.payment_type}
        onChange={(type) =>
          onChange(
            type === 'COD'
              ? { payment_type: 'COD', payment_via: null, payment_tracking_id: '' }
              : { ...value, payment_type: 'ONLINE' },
          )
        }
      >
        <Group gap="lg" mt={4}>
          <Radio value="COD" label="COD" />
          <Radio value="ONLINE" label="ONLINE" />
        </Group>
      </Radio.Group>
      {online && (
        <Select
          label="Payment Via"
          required
          data={[...vias]}
          value={value.payment_via}
          error={errors.payment_via}
          onChange={(via) => onChange({ ...value, payment_via: via })}
          allowDeselect={false}
        />
      )}
      {online && value.payment_via && !byLink && (
        <TextInput
          label="Tracking Id"
          required
          value={value.payment_tracking_id}
          error={errors.payment_tracking_id}
          onChange={(event) =>
            onChange({ ...value, payment_tracking_id: event.currentTarget.value })
          }
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
