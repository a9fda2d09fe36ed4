import { ZCancelOrderRequest } from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useCancelOrder } from '@/features/orders/api/cancel-order';

interface CancelOrderFormProps {
  orderRandomId: string;
  close: () => void;
}

/** The confirmation of an order's cancellation, with the reason it is cancelled for. */
export function CancelOrderForm({ orderRandomId, close }: CancelOrderFormProps) {
  const cancel = useCancelOrder(orderRandomId);
  const form = useForm({
    resolver: zodResolver(ZCancelOrderRequest),
    defaultValues: { order_random_id: orderRandomId, reason: '' },
  });
  const submit = form.handleSubmit((request) => cancel.mutate(request, { onSuccess: close }));
  return (
    <form onSubmit={submit} noValidate aria-label="Cancel the order">
      <Stack gap="sm">
        <Text size="sm">
          {`Every cart of order ${orderRandomId} that may be cancelled moves to Cancelled.`}
        </Text>
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Keep order
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
