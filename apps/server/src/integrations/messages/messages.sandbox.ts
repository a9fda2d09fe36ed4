import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { MessageReceipt, MessageSender, OutgoingMessage } from './messages';

/** How many messages the sandbox keeps, newest last (it lives as long as the process). */
const KEPT = 500;

export interface SentMessage extends OutgoingMessage {
  id: string;
  at: Date;
}

export interface SandboxMessages extends MessageSender, SandboxSwitch {
  /** What was sent, oldest first: a demo or a test reads it instead of a phone. */
  readonly sent: readonly SentMessage[];
}

/**
 * The sandbox messaging service: nothing leaves the machine. Every message is kept in memory
 * and answered delivered, with ids numbered per process (sandbox-sms-1 ...).
 */
export function createSandboxMessages(now: () => Date = () => new Date()): SandboxMessages {
  const outage = sandboxSwitch('messages');
  const sent: SentMessage[] = [];
  let count = 0;
  return {
    sent,
    setDown: outage.setDown,
    async send(message): Promise<MessageReceipt> {
      outage.check();
      count += 1;
      const id = `sandbox-${message.channel}-${count}`;
      sent.push({ ...message, id, at: now() });
      if (sent.length > KEPT) sent.shift();
      return { id, status: 'delivered' };
    },
  };
}
