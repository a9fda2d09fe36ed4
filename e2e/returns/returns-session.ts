import type { Locator, Page } from 'playwright-core';
import { choose } from '../orders/orders-session';

/** A cart of the demo the journey works on, found through the API as the signed-in user. */
export interface JourneyCart {
  order_random_id: string;
  cart_pid: number;
}

/** A row of a list answer counted from its end (the list's oldest rows, which other specs leave alone). */
async function rowFromEnd(page: Page, path: string, fromEnd = 1): Promise<JourneyCart> {
  const answer = await page.request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  const { results } = (await answer.json()) as { results: JourneyCart[] };
  const row = results.at(-fromEnd);
  if (!row) throw new Error(`GET ${path} listed too few rows`);
  return row;
}

const lastRow = (page: Page, path: string) => rowFromEnd(page, path);

/** A delivered cart whose instructions are due: a customer request may be raised on it. */
export const requestableCart = (page: Page, platform: string, fromEnd = 1) =>
  rowFromEnd(
    page,
    `/api/list-of-all-orders/${platform}/instructions-due/?role=rt&limit=50&offset=0`,
    fromEnd,
  );

/** A cart in a return tab, as a Team Leader's returns list shows it. */
export const cartInReturnTab = (page: Page, platform: string, slug: string) =>
  lastRow(page, `/api/return-replace-orders/${platform}/${slug}/?role=TEAML&limit=50&offset=0`);

/**
 * A cart waiting for its pickup whose customer the sandbox courier never finds at home the first
 * time: its mobile number ends in 7 (docs/returns.md, "The courier's reverse pickups").
 */
export async function notAtHomeCart(page: Page, platform: string): Promise<JourneyCart> {
  const path = `/api/return-replace-orders/${platform}/schedule-return-pickup/?role=TEAML&limit=50&offset=0`;
  const answer = await page.request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  const { results } = (await answer.json()) as {
    results: (JourneyCart & { mobile_number: string })[];
  };
  const row = results.findLast((r) => r.mobile_number.endsWith('7'));
  if (!row) throw new Error(`GET ${path} listed no customer whose mobile ends in 7`);
  return row;
}

/**
 * A delivered cart with a COD sheet row (the courier remitted its cash): challans go on it. The
 * `lister` reads the delivered carts, `page` (who handles COD) their COD sheet rows.
 */
export async function remittedCodCart(
  lister: Page,
  page: Page,
  platform: string,
): Promise<JourneyCart> {
  const path = `/api/list-of-all-orders/${platform}/instructions-due/?role=rt&limit=50&offset=0`;
  const answer = await lister.request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  const { results } = (await answer.json()) as { results: JourneyCart[] };
  for (const row of results) {
    const rows = await page.request.get(`/api/returns/cod-sheet-rows/?cart_pid=${row.cart_pid}`);
    const { results: sheetRows } = (await rows.json()) as { results: unknown[] };
    if (sheetRows.length > 0) return row;
  }
  throw new Error(`GET ${path} listed no cart with a COD sheet row`);
}

/** Opens a cart's action and answers its popup, on the order page of the cart. */
export async function openCartAction(
  page: Page,
  cart: JourneyCart,
  action: string,
  title = action,
): Promise<Locator> {
  await page.goto(`/ORDER${cart.order_random_id}`);
  const region = page.getByRole('region', { name: `Cart ${cart.cart_pid}` });
  await region
    .getByRole('button', { name: 'Cart actions' })
    .click()
    .catch(async (error: unknown) => {
      await page.screenshot({ path: `screenshots/returns/failed-${cart.cart_pid}.png` });
      throw error;
    });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Waits for a toast's text and for the popup to close. */
export async function toastAndClose(page: Page, dialog: Locator, message: string): Promise<void> {
  await page.getByText(message, { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** Types a day into a date picker as dd/MM/yyyy. */
export async function typeDay(scope: Locator, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const input = scope.getByRole('textbox', { name: label });
  await input.fill(`${date}/${month}/${year}`);
  await input.press('Tab');
}

export { choose };
