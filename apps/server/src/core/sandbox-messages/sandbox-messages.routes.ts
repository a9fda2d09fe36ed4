import { z } from 'zod';
import type { AreaModule } from '../http';
import type { SandboxMessages } from '../../integrations/messages/messages.sandbox';

/** How many of the latest messages to a number the outbox shows. */
const SHOWN = 20;

const ZQuery = z.object({
  to: z
    .string()
    .trim()
    .max(10, 'Enter the 10-digit mobile number')
    .regex(/^\d{10}$/, 'Enter the 10-digit mobile number'),
});

const ZAnswer = z.object({
  messages: z.array(
    z.object({
      channel: z.string().max(20),
      to: z.string().max(254),
      text: z.string().max(5000),
      sent_at: z.string().max(40),
    }),
  ),
});

/**
 * GET /api/sandbox-messages/?to=: the sandbox messaging service's outbox for one mobile, newest
 * first, served only while MESSAGES_PROVIDER is sandbox and only to signed-in staff. A demo or a
 * browser test reads here the text a customer's phone would get (a bank-details link, an OTP);
 * with a live provider the route does not exist.
 */
export const sandboxMessagesRoutes: AreaModule = (api, ctx) => {
  const messages = ctx.integrations.messages as Partial<SandboxMessages>;
  const sent = messages.sent;
  if (!sent) return;
  api.get(
    '/api/sandbox-messages/',
    {
      config: { capability: 'session' },
      schema: {
        summary: 'The sandbox outbox of one mobile number (sandbox messaging only)',
        querystring: ZQuery,
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      const { to } = ZQuery.parse(request.query);
      return {
        messages: sent
          .filter((message) => message.to === to)
          .slice(-SHOWN)
          .reverse()
          .map((message) => ({
            channel: message.channel,
            to: message.to,
            text: message.text,
            sent_at: message.at.toISOString(),
          })),
      };
    },
  );
};
