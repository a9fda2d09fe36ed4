import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { choose, settled } from '../orders/orders-session';

/** Chooses an option of a picker's select and waits until the select shows it. */
export async function pick(picker: Locator, label: string, option: string): Promise<void> {
  await choose(picker, label, option);
  await expect.poll(() => picker.getByRole('textbox', { name: label }).inputValue()).toBe(option);
}

/** The product picker inside a scope, once its spinner has settled. */
export async function readyPicker(scope: Locator): Promise<Locator> {
  const picker = scope.getByRole('group', { name: 'Product picker' });
  await picker.and(scope.locator('[data-status="ready"], [data-status="done"]')).waitFor();
  return picker;
}

/** Adds a product through the Add Product popup: choices, Check Availability, Add to order. */
export async function addProduct(
  page: Page,
  choices: { product: string; model: string; sizes: [label: string, option: string][] },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  let picker = await readyPicker(dialog);
  await pick(picker, 'Product', choices.product);
  picker = await readyPicker(dialog);
  await pick(picker, 'Model', choices.model);
  picker = await readyPicker(dialog);
  for (const [label, option] of choices.sizes) await pick(picker, label, option);
  await picker.getByRole('button', { name: 'Check Availability' }).click();
  await dialog.getByRole('region', { name: 'Availability' }).waitFor();
  await settled(page);
  await dialog.getByRole('button', { name: 'Add to order' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The URL of an order's payment link of a type label ('New Order', 'Other'), via the API. */
export async function paymentLinkUrl(page: Page, orderRandomId: string, typeLabel: string) {
  return page.evaluate(
    async ([order, label]) => {
      const answer = await fetch(`/api/order-payments/${order}/`).then((r) => r.json());
      const links = (answer as { links: { type_label: string; url: string }[] }).links;
      return links.find((l) => l.type_label === label)?.url ?? '';
    },
    [orderRandomId, typeLabel] as const,
  );
}
