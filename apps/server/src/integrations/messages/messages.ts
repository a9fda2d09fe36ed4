import type { NotificationChannel } from '@backoffice/domain/orders';

/** A message to a customer or a colleague: SMS and WhatsApp to a mobile, e-mail to an address. */
export interface OutgoingMessage {
  channel: NotificationChannel;
  /** A 10-digit mobile for SMS and WhatsApp, an e-mail address for e-mail. */
  to: string;
  /** The e-mail subject; SMS and WhatsApp carry none. */
  subject?: string;
  text: string;
  /** A file sent with an e-mail (a report), kept by the sandbox so a test can read it. */
  attachment?: MessageAttachment;
}

/** A file attached to an e-mail. */
export interface MessageAttachment {
  filename: string;
  content_type: string;
  content: Buffer;
}

/** The provider's answer: its id of the message and the delivery it reports. */
export interface MessageReceipt {
  id: string;
  status: 'delivered' | 'accepted';
}

/**
 * The messaging service: SMS, WhatsApp and e-mail (ARCHITECTURE section 4, "Integrations").
 * Throws ProviderError when the message could not be handed over.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<MessageReceipt>;
}
