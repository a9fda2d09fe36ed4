import {
  channelsFor,
  CUSTOM_NOTIFICATION_TYPE_ID,
  notificationText,
  ZSendNotificationRequest,
  type OrderDetails,
  type OrderNotificationsResponse,
  type TSendNotificationRequest,
} from '@backoffice/domain/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Radio, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useConfirm } from '@/components/ui';
import { useBrand } from '@/lib/session/get-console-config';
import { useSendNotification } from '../api/send-notification';
import { CHANNEL_LABELS } from './channel-labels';

type NotificationValues = z.input<typeof ZSendNotificationRequest>;

interface NotificationFormProps {
  order: OrderDetails;
  types: OrderNotificationsResponse['types'];
}

/** Type, channel and (for the custom type) the message; sent after a confirm prompt. */
export function NotificationForm({ order, types }: NotificationFormProps) {
  const brand = useBrand();
  const confirm = useConfirm();
  const send = useSendNotification(order.order_random_id);
  const form = useForm<NotificationValues, unknown, TSendNotificationRequest>({
    resolver: zodResolver(ZSendNotificationRequest),
    mode: 'onTouched',
    defaultValues: { custom_msg: '' },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const isCustom = type === CUSTOM_NOTIFICATION_TYPE_ID;
  const preview = notificationText(
    { type, custom_msg: '' },
    {
      brand: brand.name,
      customer_name: order.customer.name,
      order_random_id: order.order_random_id,
    },
  );

  const submit = form.handleSubmit(async (request) => {
    const label = types.find((t) => t.id === request.type)?.label ?? '';
    const question = `Send "${label}" to ${order.customer.name} by ${CHANNEL_LABELS[request.channel]}?`;
    if (await confirm(question, { title: 'Send Notification?', confirmLabel: 'Send' })) {
      send.mutate(request);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Send notification">
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <NativeSelect
              label="Notification Type"
              required
              data={[
                { value: '', label: 'Select a type' },
                ...types.map((t) => ({ value: String(t.id), label: t.label })),
              ]}
              value={field.value === undefined ? '' : String(field.value)}
              error={errors.type?.message}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next =
                  event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value);
                field.onChange(next);
                const channel = form.getValues('channel');
                if (next !== undefined && !channelsFor(next).includes(channel)) {
                  form.resetField('channel');
                }
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <Radio.Group
              label="Send by"
              required
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={errors.channel?.message}
            >
              <Group gap="md" mt={4}>
                {channelsFor(type).map((channel) => (
                  <Radio key={channel} value={channel} label={CHANNEL_LABELS[channel]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        {isCustom ? (
          <Textarea
            label="Message"
            required
            autosize
            minRows={3}
            error={errors.custom_msg?.message}
            {...form.register('custom_msg', { shouldUnregister: true })}
          />
        ) : (
          preview && <Textarea label="Message" readOnly autosize value={preview} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send Notification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
