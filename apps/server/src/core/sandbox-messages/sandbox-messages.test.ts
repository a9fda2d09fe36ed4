import { DEMO_STAFF } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../integrations/messages/messages.sandbox';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const messages = t.ctx.integrations.messages as SandboxMessages;
  await messages.send({ channel: 'sms', to: CUSTOMER, text: 'Your OTP is 482913' });
  await messages.send({ channel: 'sms', to: CET_AGENT.contact, text: 'Set your password' });
  await messages.send({ channel: 'email', to: CET_AGENT.email, text: 'Set your password' });
});
afterAll(() => t.close());

const CUSTOMER = '7099100001';
const demo = (loginId: number) => {
  const account = DEMO_STAFF.find((a) => a.login_id === loginId);
  if (!account) throw new Error(`no demo account ${loginId}`);
  return account;
};
// Demo accounts: 1 Admin, 4 CET agent, 6 Team Leader, 7 Finance, 13 Tech.
const CET_AGENT = demo(4);

const outbox = async (loginId: number, to: string) =>
  t.app.inject({
    url: `/api/sandbox-messages/?to=${encodeURIComponent(to)}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

describe('GET /api/sandbox-messages/', () => {
  it.each([4, 6, 7])(
    "refuses a customer's messages to every role but Admin and Tech (%i)",
    async (id) => {
      const refused = await outbox(id, CUSTOMER);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('482913');
    },
  );

  it.each([1, 13])("shows a customer's messages to Admin and Tech (%i)", async (loginId) => {
    const shown = await outbox(loginId, CUSTOMER);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().messages).toEqual([
      expect.objectContaining({ channel: 'sms', to: CUSTOMER, text: 'Your OTP is 482913' }),
    ]);
  });

  it("shows staff what was sent to their own account's mobile and e-mail, and no one else's", async () => {
    for (const to of [CET_AGENT.contact, CET_AGENT.email.toUpperCase()]) {
      const own = await outbox(CET_AGENT.login_id, to);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().messages).toHaveLength(1);
    }
    expect((await outbox(7, CET_AGENT.contact)).statusCode).toBe(403);
  });

  it('refuses an address that is neither a mobile nor an e-mail', async () => {
    const refused = await outbox(1, '12345');
    expect(refused.statusCode).toBe(400);
  });
});
