import type { Locator, Page } from 'playwright-core';

/** Opens an order's page and waits for its heading. */
export async function openOrder(page: Page, orderRandomId: string): Promise<void> {
  await page.goto(`/ORDER${orderRandomId}`);
  await page.getByRole('heading', { name: `Order ${orderRandomId}` }).waitFor();
}

/** Opens an entry of a menu ("More actions" or a cart's "Cart actions") and answers its popup. */
export async function openAction(
  page: Page,
  scope: Locator | Page,
  menu: 'More actions' | 'Cart actions',
  item: string,
): Promise<Locator> {
  await scope.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await dialog.waitFor();
  return dialog;
}

/** Pays (or fails) a sandbox link on its payment page, as the customer would. */
export async function payOnSandboxPage(
  page: Page,
  url: string,
  button: 'Pay' | 'Fail' | 'Expire',
): Promise<void> {
  // The link points at the console's public address; the browser reaches it on the test server.
  await page.goto(new URL(url).pathname);
  await page.getByRole('main', { name: 'Sandbox payment' }).waitFor();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByRole('status').waitFor();
}
