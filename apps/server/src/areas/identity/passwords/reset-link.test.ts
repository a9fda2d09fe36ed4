import { createHash } from 'node:crypto';
import { DEMO_PASSWORD, seedStaff } from '@backoffice/db/seed';
import { auditLog, passwordResetLinks, sessions, staff } from '@backoffice/db/schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHOSEN = 'Chosen2025pass';
const DAY = 24 * 60 * 60 * 1000;

const reset = async (resetter: number, target: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/reset-password/${target}/`,
    headers: bearer(await t.tokenFor(resetter)),
  });
const page = (token: string) => t.app.inject({ url: `/api/public/set-password/${token}` });
const setPassword = (token: string, password = CHOSEN, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/set-password/${token}`,
    payload: { new_password: password, confirm_password: confirm },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { username: email, password, role: 'cet' },
  });
const linksOf = (loginId: number) =>
  t.db
    .select()
    .from(passwordResetLinks)
    .where(eq(passwordResetLinks.login_id, loginId))
    .orderBy(asc(passwordResetLinks.id));
const auditOf = (loginId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entity_id, String(loginId))))
    .orderBy(asc(auditLog.id));

/** The token of the last set-password link texted to a mobile (the sandbox outbox). */
function textedToken(mobile: string): string {
  const sent = (t.ctx.integrations.messages as SandboxMessages).sent.filter((m) => m.to === mobile);
  const match = /\/set-password\/([A-Za-z0-9_-]+)/.exec(sent.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error(`no set-password link texted to ${mobile}`);
  return match[1];
}

const newAgent = () => seedStaff(t.db, { role: 'OC', name: 'Ishaan Bose' });

describe('a password reset sends the account holder a one-time link', () => {
  it('tells the holder, not the resetter: a masked answer, the link texted, only its hash stored', async () => {
    const agent = await newAgent();
    const mobile = agent.contact ?? '';
    const response = await reset(6, agent.login_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      channel: 'sms',
      sent_to: `XXXXXX${mobile.slice(-4)}`,
      expires_at: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    expect(response.json().message).toContain('Ishaan Bose can no longer sign in');

    const token = textedToken(mobile);
    expect(response.body).not.toContain(token);
    const [link] = await linksOf(agent.login_id);
    expect(link).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      channel: 'sms',
      sent_to: mobile,
      reset_by_login_id: 6,
      used_at: null,
    });
    expect(JSON.stringify(link)).not.toContain(token);
    expect(JSON.stringify(await auditOf(agent.login_id))).not.toContain(token);
  });

  it('sends the link by e-mail to an account with no mobile', async () => {
    const agent = await seedStaff(t.db, { role: 'OC', contact: null });
    const response = await reset(6, agent.login_id);
    expect(response.json()).toMatchObject({
      channel: 'email',
      sent_to: expect.stringMatching(/^st\*+@backoffice\.test$/),
    });
    const mail = (t.ctx.integrations.messages as SandboxMessages).sent.at(-1);
    expect(mail).toMatchObject({
      channel: 'email',
      to: agent.email,
      subject: 'Set your Backoffice password',
    });
    expect(mail?.text).toMatch(/\/set-password\/[A-Za-z0-9_-]{43}$/);
  });

  it('sets the password once: the holder signs in and sees who reset it, once', async () => {
    const agent = await newAgent();
    const before = await t.tokenFor(agent.login_id, 'cet');
    t.clock.advance(1000);
    expect((await reset(6, agent.login_id)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user-details/', headers: bearer(before) })).statusCode,
    ).toBe(401);
    const token = textedToken(agent.contact ?? '');

    const open = await page(token);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ name: 'Ishaan Bose', state: 'open', notice: null });
    // The token is the link: its page is never kept by a cache.
    expect(open.headers['cache-control']).toBe('no-store');

    const mismatch = await setPassword(token, CHOSEN, 'Other2025pass');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirm_password: 'Passwords do not match!' });
    const weak = await setPassword(token, 'short1');
    expect(weak.json().fields).toEqual({ new_password: 'Password must be at least 8 characters' });
    expect((await linksOf(agent.login_id))[0]?.used_at).toBeNull();

    t.clock.advance(60_000);
    const set = await setPassword(token);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      message: 'Your password is set. Sign in with it.',
    });

    const again = await setPassword(token, 'Second2025pass');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(
      'This link was already used. Ask for a new reset if you need one.',
    );
    expect((await page(token)).json()).toMatchObject({ state: 'used' });
    expect((await signIn(agent.email, 'Second2025pass')).statusCode).toBe(401);

    const first = await signIn(agent.email, CHOSEN);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.must_change_password).toBe(false);
    expect(first.json().password_reset).toEqual({
      reset_at: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      reset_by_login_id: 6,
      reset_by_name: 'Vikram Singh',
    });
    t.clock.advance(1000);
    expect((await signIn(agent.email, CHOSEN)).json().password_reset).toBeNull();

    const audits = await auditOf(agent.login_id);
    expect(audits.map((a) => [a.actor_login_id, a.reason])).toEqual([
      [
        6,
        expect.stringMatching(
          /^Password reset by a team member; a set-password link went by sms to X+\d{4}$/,
        ),
      ],
      [agent.login_id, 'Set own password from a reset link'],
    ]);
    expect(JSON.stringify(audits)).not.toContain(CHOSEN);
  });

  it('takes one of ten parallel submissions of a link', async () => {
    const agent = await newAgent();
    await reset(6, agent.login_id);
    const token = textedToken(agent.contact ?? '');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => setPassword(token, `Parallel${i}pass`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    expect((await signIn(agent.email, `Parallel${winner}pass`)).statusCode).toBe(200);
    expect(await auditOf(agent.login_id)).toHaveLength(2);
  });

  it('expires after a day, and a new reset ends the earlier link', async () => {
    const agent = await newAgent();
    await reset(6, agent.login_id);
    const first = textedToken(agent.contact ?? '');
    await reset(9, agent.login_id);
    const second = textedToken(agent.contact ?? '');
    expect((await page(first)).json()).toMatchObject({
      state: 'expired',
      notice: 'This link is expired!',
    });
    expect((await setPassword(first)).json().error).toBe('This link is expired!');

    t.clock.advance(DAY);
    expect((await page(second)).json()).toMatchObject({ state: 'expired' });
    const late = await setPassword(second);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('This link is expired!');
    expect(
      (await t.db.select().from(staff).where(eq(staff.login_id, agent.login_id)))[0]?.password_hash,
    ).toBeNull();
    expect((await signIn(agent.email, CHOSEN)).statusCode).toBe(401);
    expect((await signIn(agent.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect(
      await t.db.$count(
        sessions,
        and(eq(sessions.login_id, agent.login_id), isNull(sessions.revoked_at)),
      ),
    ).toBe(0);
  });

  it('answers 404 to an unknown token and 400 to a malformed one', async () => {
    const unknown = 'A'.repeat(43);
    expect((await page(unknown)).statusCode).toBe(404);
    expect((await setPassword(unknown)).json()).toMatchObject({ error: 'This link is not valid' });
    expect((await page('bad token!')).statusCode).toBe(400);
    expect((await setPassword('x'.repeat(19))).statusCode).toBe(400);
  });

  it('refuses an address that guessed 20 unknown tokens, even with a real link, for 10 minutes', async () => {
    const agent = await newAgent();
    await reset(6, agent.login_id);
    const real = textedToken(agent.contact ?? '');
    const from = (token: string) =>
      t.app.inject({ url: `/api/public/set-password/${token}`, remoteAddress: '10.0.0.7' });
    for (let i = 0; i < 20; i += 1) {
      expect((await from(`${'G'.repeat(40)}${String(i).padStart(3, '0')}`)).statusCode).toBe(404);
    }
    const refused = await from(real);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('Too many tries. Try again later.');
    expect((await page(real)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000);
    expect((await from(real)).json()).toMatchObject({ state: 'open' });
  });
});
