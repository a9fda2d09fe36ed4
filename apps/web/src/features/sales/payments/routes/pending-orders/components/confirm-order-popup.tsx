import {
  ZConfirmPartnerOrderRequest,
  type PartnerOrderRow,
} from '@backoffice/domain/sales/payments';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatRupees } from '../../../../../../lib/format';
import { useConfirmPartnerOrder } from '../../../api/partner-orders';

/**
 * Confirm pending partner-store order (000 section 2): the store's advance receipt id, then
 * Confirm. The popup has no close button and ignores background clicks; Cancel leaves it.
 */
export function ConfirmOrderPopup({ order, close }: { order: PartnerOrderRow; close: () => void }) {
  const confirm = useConfirmPartnerOrder();
  const [receipt, setReceipt] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-label="Confirm pending order"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const request = { order_random_id: order.order_random_id, advance_receipt_id: receipt };
        const checked = ZConfirmPartnerOrderRequest.safeParse(request);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message ?? null);
          return;
        }
        setError(null);
        confirm.mutate(checked.data, { onSuccess: close });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Order {order.order_random_id} of {order.customer_name}, {formatRupees(order.amount)}.
        </Text>
        <TextInput
          label="Advance Receipt Id"
          required
          data-autofocus
          value={receipt}
          error={error}
          onChange={(event) => {
            setReceipt(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            Confirm
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
