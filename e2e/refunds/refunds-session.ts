import type { TRefundListResponse, TRefundListRow } from '@backoffice/domain/refunds';
import type { Locator, Page } from 'playwright-core';

/** The amounts' paise the sandbox gateway does not pay at once (docs/refunds.md, "Sandbox refunds"). */
const SANDBOX_NOT_PAID = [91, 92, 93, 94, 95];

/** The refunds of one list tab, as the signed-in Finance user reads them through the API. */
export async function refundsIn(
  page: Page,
  category: string,
  platform: string,
  status: string,
): Promise<TRefundListRow[]> {
  const path = `/api/get-refund-details/${category}/${platform}/${status}/?limit=100&offset=0`;
  const answer = await page.request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  return ((await answer.json()) as TRefundListResponse).results;
}

/**
 * Initiated refunds nobody has sent to the gateway yet, oldest first (other specs leave those
 * alone), whose amount the sandbox gateway pays at once.
 */
export async function freshRefunds(
  page: Page,
  category: string,
  platform: string,
): Promise<TRefundListRow[]> {
  const rows = await refundsIn(page, category, platform, 'initiated');
  return rows
    .filter((r) => r.automation_status === 'NOT_INITIATED')
    .filter((r) => !SANDBOX_NOT_PAID.includes(Math.round(r.amount * 100) % 100))
    .reverse();
}

/** Shows one refund's row: the list searched by its order id. */
export async function findRefund(page: Page, refund: TRefundListRow): Promise<void> {
  const search = page.getByRole('search', { name: 'Search refunds' });
  await search.getByRole('textbox', { name: 'Order Id' }).fill(refund.order_random_id);
  await search.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: `Actions of refund ${refund.refund_id}`, exact: true })
    .waitFor();
}

/** Opens a row action of a refund and answers its popup. */
export async function openRefundAction(
  page: Page,
  refund: TRefundListRow,
  action: string,
  title = action,
): Promise<Locator> {
  await page
    .getByRole('button', { name: `Actions of refund ${refund.refund_id}`, exact: true })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Waits for a call's answer while `act` runs, and answers its body. */
export async function answerOf(
  page: Page,
  path: string,
  act: () => Promise<void>,
): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith(path)),
    act(),
  ]);
  if (!response.ok())
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return response.text();
}

/**
 * The first text the sandbox messaging service sent to a mobile that matches `pattern`, read on a
 * page signed in as Admin or Tech, the only roles that read a customer's texts (texts leave
 * through the outbox after the commit, so it asks again for up to 15 seconds).
 */
export async function sandboxTextTo(page: Page, mobile: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await page.request.get(`/api/sandbox-messages/?to=${mobile}`);
    if (!answer.ok()) throw new Error(`The sandbox outbox answered ${answer.status()}`);
    const { messages } = (await answer.json()) as { messages: { text: string }[] };
    const found = messages.map((message) => pattern.exec(message.text)?.[0]).find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No text to ${mobile} matches ${pattern}`);
    await page.waitForTimeout(500);
  }
}
