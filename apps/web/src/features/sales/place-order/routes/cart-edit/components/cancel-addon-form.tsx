import { ZCancelReason } from '@backoffice/domain/sales/payments';
import type { CartModificationView } from '@backoffice/domain/sales/place-order';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, TextareaField } from '@/components/form';
import { useConfirm } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { useCancelAddon } from '@/features/sales/place-order/api/cancel-addon';
import { placeOrderKeys } from '@/features/sales/place-order/api/query-keys';
import { isStale } from '@/lib/api/api-error';
import { StaleWriteNotice, useStaleWrite } from '@/lib/order-page';

const ZCancelAddonForm = z.object({ comments: ZCancelReason });
type TCancelAddonForm = z.infer<typeof ZCancelAddonForm>;

interface CancelAddonFormProps {
  addon: CartModificationView;
  affiliateId: number;
  cartPid: number;
  onDone: () => void;
}

/**
 * Cancel payment of a cart change awaiting it (001 section 5): a reason is required ("Reason is
 * Required!"), then the agent confirms; the change's payment link is cancelled and the cart may
 * ship again. The cart keeps its new item and the difference stays due (docs/sales.md).
 */
export function CancelAddonForm({ addon, affiliateId, cartPid, onDone }: CancelAddonFormProps) {
  const form = useForm<TCancelAddonForm>({
    resolver: zodResolver(ZCancelAddonForm),
    defaultValues: { comments: '' },
  });
  const confirm = useConfirm();
  const cancel = useCancelAddon(affiliateId, cartPid);
  // A change someone acted on first keeps the reason typed; Reload reads the cart's changes again.
  const queryClient = useQueryClient();
  const stale = useStaleWrite(() =>
    queryClient.refetchQueries({ queryKey: placeOrderKeys.backendOrder(affiliateId, cartPid) }),
  );
  const amount = formatRupees(addon.addon_effective_price);

  const submit = form.handleSubmit(async ({ comments }) => {
    const confirmed = await confirm(
      `Cancel the payment of ${amount} for this change? The customer can no longer pay its link; the cart keeps ${addon.addon_item_sku} and may ship, and the difference stays due on the order.`,
      { title: 'Cancel payment', confirmLabel: 'Confirm', cancelLabel: 'No' },
    );
    if (!confirmed) return;
    cancel.mutate(
      { temp_addon_id: addon.id, comments, version: addon.version },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onDone();
        },
        onError: (error) => {
          if (isStale(error)) stale.onError(error);
          else applyServerErrors(form, error, ['comments']);
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form aria-label="Cancel payment" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={5}>Cancel payment</Title>
          <StaleWriteNotice stale={stale} />
          <Text size="sm">
            {`${addon.before.item_sku} x ${addon.before.item_quantity} -> ${addon.addon_item_sku} x ${addon.addon_item_quantity}: ${amount} awaiting payment`}
            {addon.transaction_id ? ` (link ${addon.transaction_id})` : ''}
          </Text>
          <TextareaField
            control={form.control}
            name="comments"
            label="Reason"
            required
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              Back
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
