import { SIGN_IN_ROLES } from '@backoffice/domain/access';
import { DEMO_PASSWORD, DEMO_STAFF } from '@backoffice/db/seed';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { expectedLanding, expectedMenuLabels } from '../support/expectations';
import { fillSignIn, signedInContext } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const roleLabel = (value: string) => SIGN_IN_ROLES.find((r) => r.value === value)?.label ?? value;

describe.skipIf(skip)('every demo account signs in with its role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(DEMO_STAFF.map((a) => [a.login_id, a.sign_in_role, a] as const))(
    'login id %i (%s) lands where the domain says with its menu',
    async (loginId, signInRole, account) => {
      const page = await newPage(browser, baseUrl);
      await page.goto('/login');
      await fillSignIn(page, {
        email: account.email,
        password: DEMO_PASSWORD,
        roleLabel: roleLabel(signInRole),
      });
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: 'Profile menu' }).waitFor();
      const { details, config } = await signedInContext(page);
      const landing = expectedLanding(details.user, config.brand, details.access_config);
      await page.waitForURL((url) => url.pathname === landing);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      const shown = await menu.locator(':scope > a, :scope > button').allTextContents();
      expect(shown.map((label) => label.trim())).toEqual(
        expectedMenuLabels(details.user, config.brand, details.access_config),
      );
      await screenshot(page, 'every-role', `${loginId}-${signInRole.replace(/ /g, '-')}`);
      await page.context().close();
    },
  );
});
