import { z } from 'zod';

/** How a notification reaches the customer (001 section 2 "send notification" popup). */
export const NOTIFICATION_CHANNELS = ['sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The custom notification: staff type the text themselves (001 section 9). */
export const CUSTOM_NOTIFICATION_TYPE_ID = 100;

/** What the text of a standard notification is built from. */
export interface NotificationContext {
  brand: string;
  customer_name: string;
  order_random_id: string;
}

export interface NotificationTypeDef {
  id: number;
  label: string;
  /** The text sent; null for the custom type, whose text staff type. */
  text: ((o: NotificationContext) => string) | null;
}

/**
 * The notification types staff may send from the order page. The spec names only the custom
 * type (100); the standard ones are the messages a retailer sends after a sale.
 */
export const NOTIFICATION_TYPES = [
  {
    id: 1,
    label: 'Order Confirmation',
    text: (o) =>
      `Hi ${o.customer_name}, your ${o.brand} order ${o.order_random_id} is confirmed. We will keep you posted on its delivery.`,
  },
  {
    id: 2,
    label: 'Delivery Update',
    text: (o) =>
      `Hi ${o.customer_name}, your ${o.brand} order ${o.order_random_id} is on its way. Track it from the link in your order e-mail.`,
  },
  {
    id: 3,
    label: 'Payment Link',
    text: (o) =>
      `Hi ${o.customer_name}, the payment of your ${o.brand} order ${o.order_random_id} is pending. Pay with the link we sent you; it is valid for 24 hours.`,
  },
  {
    id: 4,
    label: 'Feedback',
    text: (o) =>
      `Hi ${o.customer_name}, how was your ${o.brand} order ${o.order_random_id}? Reply to this message to tell us.`,
  },
  { id: CUSTOM_NOTIFICATION_TYPE_ID, label: 'Custom', text: null },
] as const satisfies readonly NotificationTypeDef[];

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationTypeId = NotificationType['id'];

/** The catalogue entry of a type id, or undefined for an unknown one. */
export function notificationType(id: number): NotificationType | undefined {
  return NOTIFICATION_TYPES.find((t) => t.id === id);
}

/** The channels offered for a type: WhatsApp is hidden for the custom type (001 section 5). */
export function channelsFor(typeId: number): NotificationChannel[] {
  return NOTIFICATION_CHANNELS.filter(
    (c) => c !== 'whatsapp' || typeId !== CUSTOM_NOTIFICATION_TYPE_ID,
  );
}

/** The longest custom text accepted (a few SMS segments). */
export const CUSTOM_MESSAGE_MAX_LENGTH = 500;

/** The longest address a message goes to: an e-mail address (RFC 5321), longer than any mobile. */
export const MESSAGE_RECIPIENT_MAX_LENGTH = 254;
/** The longest e-mail subject the console writes. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
/** The longest message text the console sends (templates, payment links, custom texts). */
export const MESSAGE_TEXT_MAX_LENGTH = 2000;

export const NOTIFICATION_MESSAGES = {
  typeRequired: 'Notification Type is Required!',
  channelRequired: 'Channel is Required!',
  messageRequired: 'Message is Required!',
  messageTooLong: `Message should not exceed ${CUSTOM_MESSAGE_MAX_LENGTH}`,
  noEmail: 'The customer has no e-mail address',
  sent: 'Notification Sent Successfully!',
  whatsappNotForCustom: 'WhatsApp is not available for a custom notification',
} as const;

/** POST /api/sent-email-sms-notification/:order_random_id/ (001 sections 5 and 7). */
export const ZSendNotificationRequest = z
  .object({
    type: z
      .number({ error: NOTIFICATION_MESSAGES.typeRequired })
      .refine((id) => notificationType(id) !== undefined, NOTIFICATION_MESSAGES.typeRequired),
    channel: z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_MESSAGES.channelRequired }),
    custom_msg: z
      .string()
      .trim()
      .max(CUSTOM_MESSAGE_MAX_LENGTH, NOTIFICATION_MESSAGES.messageTooLong)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type !== CUSTOM_NOTIFICATION_TYPE_ID) return;
    if (!v.custom_msg) {
      ctx.addIssue({
        code: 'custom',
        path: ['custom_msg'],
        message: NOTIFICATION_MESSAGES.messageRequired,
      });
    }
    if (!channelsFor(v.type).includes(v.channel)) {
      ctx.addIssue({
        code: 'custom',
        path: ['channel'],
        message: NOTIFICATION_MESSAGES.whatsappNotForCustom,
      });
    }
  });
export type TSendNotificationRequest = z.infer<typeof ZSendNotificationRequest>;

/** The text a notification carries: the type's own text, or the custom message typed. */
export function notificationText(
  request: Pick<TSendNotificationRequest, 'type' | 'custom_msg'>,
  context: NotificationContext,
): string {
  const text = notificationType(request.type)?.text;
  return text ? text(context) : (request.custom_msg ?? '');
}
