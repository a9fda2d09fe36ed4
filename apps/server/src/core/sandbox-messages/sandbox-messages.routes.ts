import { can, type AccessConfig } from '@backoffice/domain/access';
import { z } from 'zod';
import { AppError } from '../errors';
import type { AreaModule } from '../http';
import { callerOf, type StaffCaller } from '../use-case';
import type { SandboxMessages } from '../../integrations/messages/messages.sandbox';

/** How many of the latest messages to a number the outbox shows. */
const SHOWN = 20;

const TO_MESSAGE = 'Enter a 10-digit mobile number or an e-mail address';
const ZQuery = z.object({
  to: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, TO_MESSAGE)
    .refine((to) => /^\d{10}$/.test(to) || z.email().safeParse(to).success, TO_MESSAGE),
});

/** Whether the caller may read what was sent to `to`: their own mobile or e-mail, or anyone's. */
function mayRead(caller: StaffCaller, to: string, access: AccessConfig): boolean {
  const own = [caller.staff.contact, caller.staff.email].map((address) => address?.toLowerCase());
  return own.includes(to) || can(caller.principal, 'messages:sandbox-outbox', access);
}

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
 * GET /api/sandbox-messages/?to=: the sandbox messaging service's outbox for one mobile or e-mail,
 * newest first, served only while MESSAGES_PROVIDER is sandbox. Signed-in staff read what was
 * sent to their own account; Admin and Tech (`messages:sandbox-outbox`) read any address, where a
 * demo or a browser test finds the text a customer's phone would get (a bank-details link, an
 * OTP); anyone else asking for another address is 403. With a live provider the route does not
 * exist.
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
        summary:
          "The sandbox outbox of one mobile or e-mail (sandbox messaging only): one's own, or anyone's for Admin and Tech",
        querystring: ZQuery,
        response: { 200: ZAnswer },
      },
    },
    async (request) => {
      const { to } = ZQuery.parse(request.query);
      if (!mayRead(callerOf(request), to, ctx.config.access)) throw new AppError('FORBIDDEN');
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
