import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLiveMessages } from './messages.live';
import { createSandboxMessages } from './messages.sandbox';

const SMS = { channel: 'sms', to: '9845012345', text: 'Your order is confirmed' } as const;
const EMAIL = {
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Invoice',
  text: 'Attached',
} as const;

describe('the sandbox messaging service', () => {
  it('keeps every message and answers delivered with numbered ids', async () => {
    const at = new Date('2026-11-21T05:00:00.000Z');
    const sandbox = createSandboxMessages(() => at);
    expect(await sandbox.send(SMS)).toEqual({ id: 'sandbox-sms-1', status: 'delivered' });
    expect(await sandbox.send(EMAIL)).toEqual({ id: 'sandbox-email-2', status: 'delivered' });
    expect(sandbox.sent).toEqual([
      { ...SMS, id: 'sandbox-sms-1', at },
      { ...EMAIL, id: 'sandbox-email-2', at },
    ]);
  });

  it('sends nothing while down', async () => {
    const sandbox = createSandboxMessages();
    sandbox.setDown(true);
    await expect(sandbox.send(SMS)).rejects.toMatchObject({
      status: 503,
      message: 'Messaging is unavailable. Try again later.',
    });
    expect(sandbox.sent).toEqual([]);
  });
});

describe('the live messaging driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path, body }) => {
      if (path.endsWith('/whatsapp')) return { status: 422, body: { error: 'template missing' } };
      const to = (body as { to?: string }).to;
      return { status: 202, body: { id: `msg-${to}` } };
    });
  });
  afterAll(() => fake.close());
  const live = () =>
    createLiveMessages({ provider: 'live', url: `${fake.url}/`, apiKey: 'secret' });

  it('posts the message to its channel with the key as a bearer token', async () => {
    expect(await live().send(EMAIL)).toEqual({ id: 'msg-asha@example.com', status: 'accepted' });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/email',
      headers: { authorization: 'Bearer secret', 'content-type': 'application/json' },
      body: { to: 'asha@example.com', subject: 'Invoice', text: 'Attached' },
    });
  });

  it('sends an attachment as base64 with its name and type', async () => {
    const attachment = {
      filename: 'report.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content: Buffer.from('PK report'),
    };
    await live().send({ ...EMAIL, attachment });
    expect(fake.requests.at(-1)?.body).toEqual({
      to: 'asha@example.com',
      subject: 'Invoice',
      text: 'Attached',
      attachment: {
        filename: 'report.xlsx',
        content_type: attachment.content_type,
        content_base64: Buffer.from('PK report').toString('base64'),
      },
    });
  });

  it('counts a refusal as a failure to send', async () => {
    await expect(live().send({ ...SMS, channel: 'whatsapp' })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('is not configured without its key', async () => {
    await expect(
      createLiveMessages({ provider: 'live', url: fake.url }).send(SMS),
    ).rejects.toMatchObject({ code: 'NOT_CONFIGURED', message: 'Messaging is not configured' });
  });
});
