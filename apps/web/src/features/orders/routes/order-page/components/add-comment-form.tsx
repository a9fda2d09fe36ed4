import { ZAddOrderCommentRequest, type OrderDetails } from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useAddComment } from '@/features/orders/api/add-comment';

const WHOLE_ORDER = 'order';

/** A new comment on the order or on one of its carts. */
export function AddCommentForm({ order }: { order: OrderDetails }) {
  const add = useAddComment(order.order_random_id);
  const form = useForm({
    resolver: zodResolver(ZAddOrderCommentRequest),
    defaultValues: { order_random_id: order.order_random_id, cart_pid: null, comment: '' },
  });
  const about = [
    { value: WHOLE_ORDER, label: 'Whole order' },
    ...order.carts.map((c) => ({
      value: String(c.cart_pid),
      label: `Cart ${c.cart_pid} · ${c.item_name}`,
    })),
  ];
  const submit = form.handleSubmit((request) =>
    add.mutate(request, { onSuccess: () => form.reset({ ...request, comment: '' }) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a comment">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Controller
          control={form.control}
          name="cart_pid"
          render={({ field }) => (
            <Select
              label="About"
              data={about}
              allowDeselect={false}
              value={field.value == null ? WHOLE_ORDER : String(field.value)}
              onChange={(value) => field.onChange(value === WHOLE_ORDER ? null : Number(value))}
              w={220}
            />
          )}
        />
        <Textarea
          label="Comment"
          required
          autosize
          minRows={2}
          style={{ flex: 1 }}
          error={form.formState.errors.comment?.message}
          {...form.register('comment')}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={add.isPending}>
          Add comment
        </Button>
      </Group>
    </form>
  );
}
