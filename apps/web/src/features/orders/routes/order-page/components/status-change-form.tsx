import {
  STATUS,
  orderStatus,
  SHIPMENT_BLOCK_REASONS,
  ZUpdateOrderRequest,
  type OrderCart,
  type TUpdateOrderRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';

const REASON_OPTIONS = SHIPMENT_BLOCK_REASONS.map((r) => ({ value: String(r.id), label: r.label }));

interface StatusChangeFormProps {
  cart: OrderCart;
  pending: boolean;
  onSubmit: (request: TUpdateOrderRequest) => void;
  onCancel: () => void;
}

/**
 * A cart's new status: only the targets the server allows this user (`allowed_targets`), a
 * shipment-block reason for Hold and a comment, checked by the domain's update schema.
 */
export function StatusChangeForm({ cart, pending, onSubmit, onCancel }: StatusChangeFormProps) {
  const form = useForm({
    resolver: zodResolver(ZUpdateOrderRequest),
    defaultValues: { cart_pid: cart.cart_pid, version: cart.version, comment: '' },
  });
  const target = useWatch({ control: form.control, name: 'orm_order_status' });
  const targets = cart.allowed_targets.map((id) => ({
    value: String(id),
    label: orderStatus(id).label,
  }));
  const submit = form.handleSubmit((request) =>
    // A reason goes only with Hold: the server ignores it for any other status.
    onSubmit({
      ...request,
      shipment_stop_reason:
        request.orm_order_status === STATUS.HOLD ? request.shipment_stop_reason : null,
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Change status of cart ${cart.cart_pid}`}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="orm_order_status"
          render={({ field, fieldState }) => (
            <Select
              label="New status"
              placeholder="Choose a status"
              data={targets}
              required
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              error={fieldState.error?.message}
            />
          )}
        />
        {target === STATUS.HOLD && (
          <Controller
            control={form.control}
            name="shipment_stop_reason"
            render={({ field, fieldState }) => (
              <Select
                label="Reason for Hold"
                placeholder="Choose a reason"
                data={REASON_OPTIONS}
                required
                value={field.value == null ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Textarea
          label="Comment"
          required
          autosize
          minRows={3}
          error={form.formState.errors.comment?.message}
          {...form.register('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Update status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
