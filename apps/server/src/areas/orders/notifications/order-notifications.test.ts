import { customers, orderAddresses, orderNotifications } from '@backoffice/db/schema';
import { seedOrder, type SeededOrder } from '@backoffice/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { auditOf, callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

const messages = createSandboxMessages();
let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp({ integrations: { messages } });
  call = callsAs(t);
});
afterAll(() => t.close());

const PERSON = {
  firstname: 'Asha',
  lastname: 'Rao',
  mobile: '7845012345',
  email: 'asha.rao@example.com',
};
const anOrder = () => seedOrder(t.db, { carts: 1, person: PERSON });
const url = (o: SeededOrder) => `/api/sent-email-sms-notification/${o.order.order_random_id}/`;
const send = (o: SeededOrder, payload: unknown, loginId = 2) => call.post(url(o), loginId, payload);
const recorded = (o: SeededOrder) =>
  t.db.select().from(orderNotifications).where(eq(orderNotifications.order_id, o.order.id));

describe('GET /api/sent-email-sms-notification/:order_random_id/', () => {
  it('lists the types with their channels (no WhatsApp for custom) and what was sent', async () => {
    const seeded = await anOrder();
    const response = await call.get(url(seeded), 7);
    expect(response.statusCode).toBe(200);
    const { types, sent } = response.json();
    expect(types.at(-1)).toEqual({ id: 100, label: 'Custom', channels: ['sms', 'email'] });
    expect(types[0]).toEqual({
      id: 1,
      label: 'Order Confirmation',
      channels: ['sms', 'whatsapp', 'email'],
    });
    const newestFirst = (await recorded(seeded)).sort(
      (a, b) => b.created_at.getTime() - a.created_at.getTime(),
    );
    expect(sent).toEqual(
      newestFirst.map((r) =>
        expect.objectContaining({ id: r.id, channel: r.channel, sent_by_name: null }),
      ),
    );
  });

  it('answers 404 for an unknown order and 403 to NPL', async () => {
    expect((await call.get('/api/sent-email-sms-notification/ZZZZ9999/', 2)).statusCode).toBe(404);
    expect((await call.get(url(await anOrder()), 19)).statusCode).toBe(403);
  });
});

describe('POST /api/sent-email-sms-notification/:order_random_id/', () => {
  it('sends a standard SMS to the shipping mobile, records and audits it', async () => {
    const seeded = await anOrder();
    const response = await send(seeded, { type: 1, channel: 'sms' });
    expect(response.statusCode).toBe(200);
    const text = `Hi Asha Rao, your Store order ${seeded.order.order_random_id} is confirmed. We will keep you posted on its delivery.`;
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Notification Sent Successfully!',
      notification: {
        type: 1,
        type_label: 'Order Confirmation',
        channel: 'sms',
        message: text,
        sent_by_name: 'Priya Nair',
      },
    });
    expect(messages.sent.at(-1)).toMatchObject({ channel: 'sms', to: PERSON.mobile, text });
    const listed = (await call.get(url(seeded), 2)).json().sent;
    expect(listed[0]).toMatchObject({ type: 1, message: text, sent_by_name: 'Priya Nair' });
    const [audit] = await auditOf(t, 'order', seeded.order.order_random_id);
    expect(audit).toMatchObject({
      actor_login_id: 2,
      changes: {
        notification: { before: null, after: { type: 1, channel: 'sms', to: PERSON.mobile } },
      },
      reason: 'Order Confirmation sent by sms',
    });
  });

  it('e-mails a custom message as typed', async () => {
    const seeded = await anOrder();
    const response = await send(seeded, {
      type: 100,
      channel: 'email',
      custom_msg: ' Your sofa leaves today ',
    });
    expect(response.statusCode).toBe(200);
    expect(messages.sent.at(-1)).toMatchObject({
      channel: 'email',
      to: PERSON.email,
      subject: `Custom: Store order ${seeded.order.order_random_id}`,
      text: 'Your sofa leaves today',
    });
  });

  it.each([
    [{ channel: 'sms' }, 'type', 'Notification Type is Required!'],
    [{ type: 9, channel: 'sms' }, 'type', 'Notification Type is Required!'],
    [{ type: 1, channel: 'fax' }, 'channel', 'Channel is Required!'],
    [{ type: 100, channel: 'sms' }, 'custom_msg', 'Message is Required!'],
    [
      { type: 100, channel: 'whatsapp', custom_msg: 'Hi' },
      'channel',
      'WhatsApp is not available for a custom notification',
    ],
  ])('refuses %j and sends nothing', async (payload, field, message) => {
    const seeded = await anOrder();
    const before = await recorded(seeded);
    const sentBefore = messages.sent.length;
    const response = await send(seeded, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, fields: { [field]: message } });
    expect(await recorded(seeded)).toEqual(before);
    expect(messages.sent).toHaveLength(sentBefore);
  });

  it('refuses an e-mail to a customer without an e-mail address', async () => {
    const seeded = await anOrder();
    await t.db.update(customers).set({ email: null }).where(eq(customers.id, seeded.customer.id));
    await t.db
      .update(orderAddresses)
      .set({ email_address: null })
      .where(eq(orderAddresses.order_id, seeded.order.id));
    const response = await send(seeded, { type: 2, channel: 'email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { channel: 'The customer has no e-mail address' },
    });
  });

  it('answers 503 when the messaging service is down and records nothing', async () => {
    const seeded = await anOrder();
    const before = await recorded(seeded);
    messages.setDown(true);
    try {
      const response = await send(seeded, { type: 4, channel: 'whatsapp' });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('Messaging is unavailable. Try again later.');
    } finally {
      messages.setDown(false);
    }
    expect(await recorded(seeded)).toEqual(before);
    expect(await auditOf(t, 'order', seeded.order.order_random_id)).toEqual([]);
  });

  it('is forbidden to roles that do not work orders, and 404 for an unknown order', async () => {
    const seeded = await anOrder();
    expect((await send(seeded, { type: 1, channel: 'sms' }, 7)).statusCode).toBe(403);
    expect((await send(seeded, {}, 7)).statusCode).toBe(403);
    const unknown = await call.post('/api/sent-email-sms-notification/ZZZZ9999/', 2, {
      type: 1,
      channel: 'sms',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
