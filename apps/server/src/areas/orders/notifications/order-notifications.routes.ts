import {
  NOTIFICATION_CHANNELS,
  ZSendNotificationRequest,
  type OrderNotificationsResponse,
  type SentNotification,
} from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AreaModule } from '../../../core/http';
import { actorOf, signedIn } from '../../../plugins/auth';
import { ZOrderRandomIdParam } from '../details/order-details.schemas';
import { notificationsOfOrder, sendNotification } from './order-notifications.service';

const PATH = '/api/sent-email-sms-notification/:order_random_id/';

const ZSentNotification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  message: z.string(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<SentNotification>;

const ZNotificationsResponse = z.object({
  types: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    }),
  ),
  sent: z.array(ZSentNotification),
}) satisfies z.ZodType<OrderNotificationsResponse>;

/** The order page's Send Notification popup (001 sections 2, 5 and 7). */
export const orderNotificationsRoutes: AreaModule = (api, ctx) => {
  api.get(
    PATH,
    {
      config: { capability: 'orders:search' },
      schema: {
        summary: 'The notification types and the notifications sent about an order',
        params: ZOrderRandomIdParam,
        response: { 200: ZNotificationsResponse },
      },
    },
    (request) => notificationsOfOrder(ctx, request.params.order_random_id),
  );

  api.post(
    PATH,
    {
      config: { capability: 'orders:update-status' },
      schema: {
        summary: "Send a notification to the order's customer by SMS, WhatsApp or e-mail",
        params: ZOrderRandomIdParam,
        body: ZSendNotificationRequest,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            notification: ZSentNotification,
          }),
        },
      },
    },
    (request) =>
      sendNotification(
        ctx,
        signedIn(request),
        actorOf(request),
        request.params.order_random_id,
        request.body,
      ),
  );
};
