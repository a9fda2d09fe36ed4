import type { Database } from '@backoffice/db';
import {
  MESSAGE_RECIPIENT_MAX_LENGTH,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXT_MAX_LENGTH,
  NOTIFICATION_CHANNELS,
} from '@backoffice/domain/orders';
import { z } from 'zod';
import type { AppContext } from '../context';
import { enqueue } from '../outbox/enqueue';

/** The outbox kind of a message to a customer or a colleague (SMS, WhatsApp or e-mail). */
export const MESSAGE_SEND = 'message.send';

const ZQueuedMessage = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  to: z.string().min(1).max(MESSAGE_RECIPIENT_MAX_LENGTH),
  subject: z.string().max(MESSAGE_SUBJECT_MAX_LENGTH).optional(),
  text: z.string().min(1).max(MESSAGE_TEXT_MAX_LENGTH),
});

/** A message as the messaging service takes it. */
export type QueuedMessage = z.infer<typeof ZQueuedMessage>;

/**
 * Queues a message to a customer or a colleague in the use case's transaction: it goes out once the use case
 * has committed, never when it rolls back. `key` names the message once (a replay sends nothing more).
 * The message is checked as it is queued, so one that could never go out fails its use case.
 */
export function queueMessage(tx: Database, key: string, message: QueuedMessage): Promise<void> {
  return enqueue(tx, { kind: MESSAGE_SEND, key, payload: ZQueuedMessage.parse(message) });
}

/** Hands the queued messages to the messaging service (the orders area registers it at start-up). */
export function registerMessageSending(ctx: AppContext): void {
  ctx.outbox.handle(MESSAGE_SEND, async (payload) => {
    await ctx.integrations.messages.send(ZQueuedMessage.parse(payload));
  });
}
