import {
  DISTRIBUTION_MESSAGES,
  type DistributionPaymentMode,
} from '@backoffice/domain/distribution';
import { Group, Radio, Text } from '@mantine/core';

interface PaymentModeChoiceProps {
  value: DistributionPaymentMode;
  onChange: (mode: DistributionPaymentMode) => void;
  codEnabled: boolean;
  /** The credit does not cover the order: the reason shown under Credit. */
  creditProblem: string | null;
}

/** Pay by the dealer's credit, or cash on delivery where Finance toggled it on. */
export function PaymentModeChoice({
  value,
  onChange,
  codEnabled,
  creditProblem,
}: PaymentModeChoiceProps) {
  return (
    <Radio.Group
      label="Payment"
      required
      value={value}
      onChange={(mode) => onChange(mode === 'COD' ? 'COD' : 'CREDIT')}
      error={value === 'CREDIT' ? creditProblem : null}
    >
      <Group mt="xs">
        <Radio value="CREDIT" label="Dealer credit" />
        <Radio value="COD" label="Cash on delivery" disabled={!codEnabled} />
      </Group>
      {!codEnabled && (
        <Text size="xs" c="dimmed" mt={4}>
          {DISTRIBUTION_MESSAGES.codNotEnabled}
        </Text>
      )}
    </Radio.Group>
  );
}
