import { SIGN_IN_ROLES } from '@backoffice/domain/access';
import { DEMO_PASSWORD, demoAccount } from '@backoffice/db/seed';
import type { Locator, Page } from 'playwright-core';
import { fillSignIn, signedInContext } from '../support/sign-in';

/** Signs a demo account in as a person would and answers the brand's slug (the own platform). */
export async function signInAs(page: Page, loginId: number): Promise<{ platform: string }> {
  const account = demoAccount(loginId);
  const roleLabel =
    SIGN_IN_ROLES.find((r) => r.value === account.sign_in_role)?.label ?? account.sign_in_role;
  await page.goto('/login');
  await fillSignIn(page, { email: account.email, password: DEMO_PASSWORD, roleLabel });
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Profile menu' }).waitFor();
  const { config } = await signedInContext(page);
  return { platform: config.brand.slug };
}

/** Picks an option of a Mantine Select by the select's label. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** The only cart of an order page. */
export const onlyCart = (page: Page) => page.getByRole('region', { name: /^Cart \d+$/ });

/** Changes the status of a cart through its popup, and waits for the popup to close. */
export async function changeStatus(
  page: Page,
  cart: Locator,
  change: { to: string; reason?: string; comment: string },
  /** Runs once the form is filled in, before Update status (e.g. a screenshot). */
  filled?: () => Promise<void>,
): Promise<void> {
  await cart.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: /^Change status of cart/ });
  await choose(dialog, 'New status', change.to);
  if (change.reason) await choose(dialog, 'Reason for Hold', change.reason);
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(change.comment);
  await filled?.();
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits until an open popup has faded in, so a screenshot shows it as a person sees it. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')).every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
}
