import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { MessageReceipt, MessageSender } from './messages';

const ZReceipt = z.object({
  id: z.string(),
  status: z.enum(['delivered', 'accepted']).default('accepted'),
});

/**
 * Messages through the company's messaging gateway: POST {MESSAGES_API_URL}/{channel} with
 * `{ to, subject?, text, attachment? }` (a file as `{ filename, content_type, content_base64 }`) and the key as a bearer token, answering `{ id, status? }`. A refusal
 * (4xx) counts as a failure to send. Without MESSAGES_API_URL and MESSAGES_API_KEY every call is
 * 503 "not configured".
 */
export function createLiveMessages(config: LiveProviderConfig): MessageSender {
  return {
    async send({ channel, attachment, ...message }): Promise<MessageReceipt> {
      const body = attachment
        ? {
            ...message,
            attachment: {
              filename: attachment.filename,
              content_type: attachment.content_type,
              content_base64: attachment.content.toString('base64'),
            },
          }
        : message;
      const response = await callProvider('messages', config, `/${channel}`, {
        method: 'POST',
        body,
      });
      const receipt = ZReceipt.safeParse(response.body);
      if (response.status >= 300 || !receipt.success) {
        throw new ProviderError('messages', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      return receipt.data;
    },
  };
}
