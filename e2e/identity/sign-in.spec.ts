import { can, SIGN_IN_ROLES } from '@backoffice/domain/access';
import { DEMO_PASSWORD, demoAccount } from '@backoffice/db/seed';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { expectedLanding, expectedMenuLabels, expectedTitle } from '../support/expectations';
import { fillSignIn, signedInContext } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const roleLabel = (value: string) => SIGN_IN_ROLES.find((r) => r.value === value)?.label ?? value;

describe.skipIf(skip)('sign-in and the shell, per role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signIn(page: Page, loginId: number, shot: string) {
    const account = demoAccount(loginId);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'BACKOFFICE' }).waitFor();
    await fillSignIn(page, {
      email: account.email,
      password: DEMO_PASSWORD,
      roleLabel: roleLabel(account.sign_in_role),
    });
    await screenshot(page, 'session', `${shot}-1-sign-in`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Profile menu' }).waitFor();
    return account;
  }

  it.each([
    [2, 'oc-agent'],
    [7, 'finance'],
    [16, 'retail-manager'],
    [10, 'operations'],
  ])(
    'login id %i (%s) lands where the domain says, sees its menu, and signs out',
    async (loginId, shot) => {
      const page = await newPage(browser, baseUrl);
      const account = await signIn(page, loginId, shot);
      const { details, config } = await signedInContext(page);
      const landing = expectedLanding(details.user, config.brand, details.access_config);
      await page.waitForURL((url) => url.pathname === landing);
      expect(new URL(page.url()).pathname).toBe(landing);
      const heading =
        landing === '/'
          ? `Hello, ${account.name}`
          : expectedTitle(landing, config.brand, details.access_config);
      await page.getByRole('heading', { name: heading }).waitFor();

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const shown = await menu.locator(':scope > a, :scope > button').allTextContents();
      expect(shown.map((label) => label.trim())).toEqual(
        expectedMenuLabels(details.user, config.brand, details.access_config),
      );
      await screenshot(page, 'session', `${shot}-2-landing`);

      const toggle = page.getByRole('switch', { name: 'Working' });
      if (can(details.user, 'status:toggle', details.access_config)) {
        await toggle.click();
        await page.getByText('Going on Break!').waitFor();
        await page.getByRole('heading', { name: 'You are on Break!' }).waitFor();
        await screenshot(page, 'session', `${shot}-3-on-break`);
        await toggle.click();
        await page.getByText('Back to Work!').waitFor();
        await expect(
          page.getByRole('heading', { name: 'You are on Break!' }).count(),
        ).resolves.toBe(0);
      } else {
        expect(await toggle.count()).toBe(0);
      }

      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'External User' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await screenshot(page, 'session', `${shot}-4-signed-out`);
      await page.context().close();
    },
  );

  it('shows the server message for a wrong password and changes nothing', async () => {
    const page = await newPage(browser, baseUrl);
    const account = demoAccount(2);
    await page.goto('/login');
    await fillSignIn(page, {
      email: account.email,
      password: 'wrong-password-1',
      roleLabel: 'CET',
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'session', 'wrong-password');
    await page.context().close();
  });

  it('keeps Log in disabled and says so when the sum is wrong', async () => {
    const page = await newPage(browser, baseUrl);
    const account = demoAccount(2);
    await page.goto('/login');
    await fillSignIn(page, {
      email: account.email,
      password: DEMO_PASSWORD,
      roleLabel: 'CET',
      wrongSum: true,
    });
    await page.getByText('Incorrect sum').waitFor();
    expect(await page.getByRole('button', { name: 'Log in' }).isDisabled()).toBe(true);
    await screenshot(page, 'session', 'wrong-sum');
    await page.context().close();
  });

  it('shows the spec messages for an invalid and an empty e-mail', async () => {
    const page = await newPage(browser, baseUrl);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password' }).focus();
    await page.getByText('Invalid Email Id!').waitFor();
    await email.fill('');
    await page.getByRole('textbox', { name: 'Password' }).fill('x');
    await page.getByRole('textbox', { name: 'Password' }).fill('');
    await email.focus();
    await page.getByText('Email is Required!').waitFor();
    await screenshot(page, 'session', 'empty-fields');
    await page.context().close();
  });
});
