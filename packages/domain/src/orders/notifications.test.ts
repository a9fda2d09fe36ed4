import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TYPES,
  notificationText,
  ZSendNotificationRequest,
} from './notifications';

const CONTEXT = { brand: 'Store', customer_name: 'Asha Rao', order_random_id: 'K7Q2M9XA' };
const issues = (payload: unknown) =>
  ZSendNotificationRequest.safeParse(payload).error?.issues.map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('notification types (001 sections 5 and 9)', () => {
  it('are the standard messages and the custom type 100', () => {
    expect(NOTIFICATION_TYPES.map((t) => [t.id, t.label])).toEqual([
      [1, 'Order Confirmation'],
      [2, 'Delivery Update'],
      [3, 'Payment Link'],
      [4, 'Feedback'],
      [100, 'Custom'],
    ]);
  });

  it.each([
    [1, ['sms', 'whatsapp', 'email']],
    [4, ['sms', 'whatsapp', 'email']],
    [100, ['sms', 'email']],
  ])('type %i is offered on %j', (type, channels) => {
    expect(channelsFor(type)).toEqual(channels);
  });
});

describe('the send notification payload', () => {
  it.each([
    [{ channel: 'sms' }, [['type', M.typeRequired]]],
    [{ type: 7, channel: 'sms' }, [['type', M.typeRequired]]],
    [{ type: 1 }, [['channel', M.channelRequired]]],
    [{ type: 1, channel: 'fax' }, [['channel', M.channelRequired]]],
    [{ type: 100, channel: 'sms' }, [['custom_msg', M.messageRequired]]],
    [{ type: 100, channel: 'sms', custom_msg: '   ' }, [['custom_msg', M.messageRequired]]],
    [{ type: 100, channel: 'whatsapp', custom_msg: 'Hi' }, [['channel', M.whatsappNotForCustom]]],
    [
      { type: 100, channel: 'sms', custom_msg: 'x'.repeat(501) },
      [['custom_msg', M.messageTooLong]],
    ],
  ])('refuses %j', (payload, expected) => {
    expect(issues(payload)).toEqual(expected);
  });

  it.each([
    { type: 1, channel: 'whatsapp' },
    { type: 3, channel: 'email' },
    { type: 100, channel: 'sms', custom_msg: 'Your sofa leaves today' },
  ])('accepts %j', (payload) => {
    expect(ZSendNotificationRequest.safeParse(payload).success).toBe(true);
  });
});

describe('notification text', () => {
  it('fills the standard text from the order', () => {
    expect(notificationText({ type: 1 }, CONTEXT)).toBe(
      'Hi Asha Rao, your Store order K7Q2M9XA is confirmed. We will keep you posted on its delivery.',
    );
  });

  it('sends the custom message as typed (trimmed)', () => {
    const request = ZSendNotificationRequest.parse({
      type: 100,
      channel: 'sms',
      custom_msg: ' Your sofa leaves today ',
    });
    expect(notificationText(request, CONTEXT)).toBe('Your sofa leaves today');
  });
});
