import {
  ZConfirmPartnerOrderRequest,
  type PartnerOrderRow,
  type TConfirmPartnerOrderRequest,
} from '@backoffice/domain/sales/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { applyServerErrors, TextField } from '@/components/form';
import { formatRupees } from '@/lib/format';
import { useConfirmPartnerOrder } from '@/features/sales/payments/api/partner-orders';

/**
 * Confirm pending partner-store order (000 section 2): the store's advance receipt id, then
 * Confirm. The popup has no close button and ignores background clicks; Cancel leaves it.
 */
export function ConfirmOrderPopup({ order, close }: { order: PartnerOrderRow; close: () => void }) {
  const confirm = useConfirmPartnerOrder();
  const form = useForm<TConfirmPartnerOrderRequest>({
    resolver: zodResolver(ZConfirmPartnerOrderRequest),
    defaultValues: { order_random_id: order.order_random_id, advance_receipt_id: '' },
  });
  const submit = form.handleSubmit((request) =>
    confirm.mutate(request, {
      onSuccess: close,
      onError: (error) => applyServerErrors(form, error, ['advance_receipt_id']),
    }),
  );
  return (
    <form aria-label="Confirm pending order" noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm">
          Order {order.order_random_id} of {order.customer_name}, {formatRupees(order.amount)}.
        </Text>
        <TextField
          control={form.control}
          name="advance_receipt_id"
          label="Advance Receipt Id"
          required
          data-autofocus
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
