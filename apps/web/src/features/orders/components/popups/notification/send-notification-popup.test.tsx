import {
  channelsFor,
  NOTIFICATION_TYPES,
  type OrderNotificationsResponse,
} from '@backoffice/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiCall } from '@/lib/testing/mock-api';
import { customerOrderActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const sendNotification = customerOrderActions.find((action) => action.key === 'send-notification');
const path = '/sent-email-sms-notification/K7Q2M9XA/';
const offered: OrderNotificationsResponse = {
  types: NOTIFICATION_TYPES.map(({ id, label }) => ({ id, label, channels: channelsFor(id) })),
  sent: [
    {
      id: 1,
      type: 1,
      type_label: 'Order Confirmation',
      channel: 'sms',
      message: 'Hi Asha Rao, your order is confirmed.',
      sent_by_name: 'Priya Nair',
      created_at: '2026-11-20T09:30:00.000Z',
    },
  ],
};

function openNotifications(answer: OrderNotificationsResponse = offered) {
  const opened = openAction(sendNotification, {
    [`GET ${path}`]: { body: answer },
    [`POST ${path}`]: { body: { success: true, message: 'Notification Sent Successfully!' } },
  });
  const sends = () => opened.calls.filter((c: ApiCall) => c.method === 'POST' && c.path === path);
  return { ...opened, sends };
}

const channels = () =>
  within(screen.getByRole('radiogroup', { name: /Send by/ })).getAllByRole(
    'radio',
  ) as HTMLInputElement[];

describe('send notification popup', () => {
  it('hides WhatsApp for the custom type and offers it for the others', async () => {
    const { user } = openNotifications();
    const type = await screen.findByRole('combobox', { name: /Notification Type/ });
    await user.selectOptions(type, 'Order Confirmation');
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.selectOptions(type, 'Custom');
    expect(screen.queryByRole('radio', { name: 'WhatsApp' })).toBeNull();
    expect(channels().map((radio) => radio.value)).toEqual(['sms', 'email']);
    // The WhatsApp choice made for the other type does not survive the change.
    expect(channels().some((radio) => radio.checked)).toBe(false);
  });

  it('needs a type, a channel and, for the custom type, a message', async () => {
    const { user, sends } = openNotifications();
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Notification Type is Required!')).toBeDefined();
    expect(screen.getByText('Channel is Required!')).toBeDefined();
    await user.selectOptions(screen.getByRole('combobox', { name: /Notification Type/ }), 'Custom');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Message is Required!')).toBeDefined();
    expect(sends()).toHaveLength(0);
  });

  it('asks before sending and sends the custom message', async () => {
    const { user, sends } = openNotifications();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Notification Type/ }),
      'Custom',
    );
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Your bed ships tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send Notification?' });
    expect(within(confirm).getByText('Send "Custom" to Asha Rao by Email?')).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]?.body).toEqual({
      type: 100,
      channel: 'email',
      custom_msg: 'Your bed ships tomorrow.',
    });
  });

  it('shows the text of a standard type and the notifications already sent', async () => {
    const { user } = openNotifications();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Notification Type/ }),
      'Order Confirmation',
    );
    expect(
      (screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
    ).toContain('order K7Q2M9XA is confirmed');
    const sent = screen.getByRole('table', { name: 'Sent notifications' });
    const [, row] = within(sent).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order Confirmation',
      'SMS',
      'Hi Asha Rao, your order is confirmed.',
      '20 Nov, 2026 3:00 PMPriya Nair',
    ]);
  });

  it('says when nothing has been sent yet', async () => {
    openNotifications({ ...offered, sent: [] });
    expect(await screen.findByText('No Notifications Sent...')).toBeDefined();
    expect(screen.queryByRole('table', { name: 'Sent notifications' })).toBeNull();
  });
});
