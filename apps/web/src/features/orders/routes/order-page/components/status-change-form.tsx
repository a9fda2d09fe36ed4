import {
  orderStatus,
  ZUpdateOrderRequest,
  type OrderCart,
  type TUpdateOrderRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import {
  StatusChangeFields,
  withHoldReasonOnly,
} from '@/features/orders/components/status-change-fields';

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
  const targets = cart.allowed_targets.map((id) => ({
    value: String(id),
    label: orderStatus(id).label,
  }));
  const submit = form.handleSubmit((request) => onSubmit(withHoldReasonOnly(request)));
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={`Change status of cart ${cart.cart_pid}`}>
        <Stack gap="sm">
          <StatusChangeFields options={targets} commentRows={3} />
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
    </FormProvider>
  );
}
