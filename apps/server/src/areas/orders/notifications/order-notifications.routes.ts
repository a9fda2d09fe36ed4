import {
  ZOrderNotificationsResponse,
  ZOrderRandomIdParam,
  ZSendNotificationRequest,
  ZSendNotificationResponse,
} from '@backoffice/domain/orders';
import type { AreaModule } from '../../../core/http';
import { callerOf } from '../../../core/use-case';
import { registerMessageSending } from '../../../core/messages/queued-messages';
import { notificationsOfOrder, sendNotification } from './order-notifications.service';

const PATH = '/api/sent-email-sms-notification/:order_random_id/';

/** The order page's Send Notification popup (001 sections 2, 5 and 7). */
export const orderNotificationsRoutes: AreaModule = (api, ctx) => {
  // Messages other use cases queue in their transactions go out through this area (core/outbox).
  registerMessageSending(ctx);
  api.get(
    PATH,
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The notification types and the notifications sent about an order',
        params: ZOrderRandomIdParam,
        response: { 200: ZOrderNotificationsResponse },
      },
    },
    (request) => notificationsOfOrder(ctx, request.params.order_random_id),
  );

  api.post(
    PATH,
    {
      config: { capability: 'orders:send-notification' },
      schema: {
        summary: "Send a notification to the order's customer by SMS, WhatsApp or e-mail",
        params: ZOrderRandomIdParam,
        body: ZSendNotificationRequest,
        response: { 200: ZSendNotificationResponse },
      },
    },
    (request) =>
      sendNotification(ctx, callerOf(request), request.params.order_random_id, request.body),
  );
};
