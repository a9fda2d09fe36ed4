import { SIGN_IN_ROLES } from '@backoffice/domain/access';
import { DEMO_PASSWORD, demoAccount } from '@backoffice/db/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAs } from '../orders/orders-session';
import { sandboxTextTo } from '../refunds/refunds-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { fillSignIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');

const RESETTER = 9;
const HOLDER = demoAccount(12);
const CANCELLING_TEAM_LEADER = 6;
const roleLabel = SIGN_IN_ROLES.find((r) => r.value === HOLDER.sign_in_role)?.label ?? '';

/** Signs the holder in through the sign-in screen and answers the sign-in call's status. */
async function holderSignsIn(page: Page, password: string): Promise<number> {
  await page.goto('/login');
  await fillSignIn(page, { email: HOLDER.email, password, roleLabel });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login/'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  return answer.status();
}

describe.skipIf(skip)('a password reset hands the account to its holder only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses Team Leader 9 the cancelling Team Leader 6', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, RESETTER);
    await page.goto(`/reset-password/${CANCELLING_TEAM_LEADER}`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('alert')
      .getByText('You may not reset the password of an account that can do more than you can')
      .waitFor();
    await screenshot(page, 'password-reset', '0-team-leader-refused');
    await page.context().close();
  });

  it('a Team Leader resets SALES: no password shown, the holder sets one from the texted link and is told who reset it', async () => {
    const resetter = await newPage(browser, baseUrl);
    await signInAs(resetter, RESETTER);
    await resetter.goto(`/reset-password/${HOLDER.login_id}`);
    await resetter.getByText(HOLDER.name).waitFor();
    expect(await resetter.getByLabel(/Password/).count()).toBe(0);
    await screenshot(resetter, 'password-reset', '1-reset-screen');
    await resetter.getByRole('button', { name: 'Reset Password' }).click();
    const told = resetter.getByRole('status').filter({ hasText: 'Password reset.' });
    await told.waitFor();
    expect(await told.textContent()).toBe(
      `Password reset. ${HOLDER.name} can no longer sign in with the old password; a link to set a new one went by SMS to XXXXXX${HOLDER.contact.slice(-4)} and works once within 24 hours.`,
    );
    await screenshot(resetter, 'password-reset', '2-reset-done');
    await resetter.context().close();

    // The old password no longer signs the holder in.
    const holder = await newPage(browser, baseUrl);
    expect(await holderSignsIn(holder, DEMO_PASSWORD)).toBe(401);

    // What the holder's phone got, read from the sandbox outbox by an Admin.
    const admin = await newPage(browser, baseUrl);
    await signInAs(admin, 1);
    const link = await sandboxTextTo(admin, HOLDER.contact, /https?:\/\/\S+\/set-password\/[\w-]+/);
    await admin.context().close();

    await holder.goto(new URL(link).pathname);
    await holder
      .getByText(`Hello ${HOLDER.name}, your password was reset.`, { exact: false })
      .waitFor();
    await screenshot(holder, 'password-reset', '3-set-password-page');
    // The holder chooses the demo password again, so the specs after this one still sign in.
    await holder.getByLabel('New Password').fill(DEMO_PASSWORD);
    await holder.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
    await holder.getByRole('button', { name: 'Set Password' }).click();
    await holder.getByRole('status').getByText('Your password is set. Sign in with it.').waitFor();
    await screenshot(holder, 'password-reset', '4-password-set');

    await holder.goto(new URL(link).pathname);
    await holder
      .getByText('This link was already used. Ask for a new reset if you need one.')
      .waitFor();
    await screenshot(holder, 'password-reset', '5-link-used');

    expect(await holderSignsIn(holder, DEMO_PASSWORD)).toBe(200);
    await holder.getByRole('button', { name: 'Profile menu' }).waitFor();
    const notice = holder.getByRole('alert').filter({ hasText: 'Your password was reset' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      `${demoAccount(RESETTER).name} (login id ${RESETTER}) reset it on`,
    );
    await screenshot(holder, 'password-reset', '6-signed-in-notice', { fullPage: false });
    await holder.context().close();
  });
});
