import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../notifications';

/** A notification sent about an order, as the popup lists it. */
export const ZSentNotification = z.object({
  id: z.number().int(),
  type: z.number().int(),
  type_label: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  message: z.string(),
  /** Null for messages the system sent itself. */
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type SentNotification = z.infer<typeof ZSentNotification>;

/** GET /api/sent-email-sms-notification/:order_random_id/: what may be sent and what was. */
export const ZOrderNotificationsResponse = z.object({
  types: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
    }),
  ),
  sent: z.array(ZSentNotification),
});
export type OrderNotificationsResponse = z.infer<typeof ZOrderNotificationsResponse>;

/** POST /api/sent-email-sms-notification/:order_random_id/. */
export const ZSendNotificationResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  notification: ZSentNotification,
});
export type SendNotificationResponse = z.infer<typeof ZSendNotificationResponse>;
