import type { NotificationChannel } from '@backoffice/domain/orders';

/** How each channel is named on screen. */
export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  email: 'Email',
};
