import type { OrderDetails } from '@backoffice/domain/orders';
import { Divider, Stack } from '@mantine/core';
import { useOrderNotifications } from '../api/get-notifications';
import { NotificationForm } from './notification-form';
import { SentNotifications } from './sent-notifications';
import { QueryView } from '@/components/ui';

/** Sends the customer an SMS, WhatsApp or e-mail about the order; lists those already sent. */
export function SendNotificationPopup({ order }: { order: OrderDetails }) {
  const notifications = useOrderNotifications(order.order_random_id);
  return (
    <QueryView
      query={notifications}
      isEmpty={(data) => data.types.length === 0}
      emptyText="No Notification Types Available..."
    >
      {({ types, sent }) => (
        <Stack gap="md">
          <NotificationForm order={order} types={types} />
          <Divider label="Sent notifications" labelPosition="left" />
          <SentNotifications sent={sent} />
        </Stack>
      )}
    </QueryView>
  );
}
