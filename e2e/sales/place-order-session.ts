import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE } from '@backoffice/domain/identity';
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

/**
 * Places an online order of one Ortho mattress through the API, as the screen would: signed in
 * by the session cookie, writes carrying the console's header.
 */
export async function placeOnlineOrder(page: Page): Promise<string> {
  return page.evaluate(
    async ([header, value]) => {
      const post = (path: string, body: unknown, key?: string) =>
        fetch(`/api${path}`, {
          method: 'POST',
          headers: {
            [header]: value,
            'Content-Type': 'application/json',
            ...(key ? { 'Idempotency-Key': key } : {}),
          },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const lines = [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 1 }];
      const item = await fetch('/api/product-availability/?item_sku=MAT-ORTHO-72x36x6').then((r) =>
        r.json(),
      );
      const bill = await post('/get-coupon-with-cart-details/', {
        coupon_code: '',
        affiliate_id: 0,
        pincode: '560025',
        payment_type: 'ONLINE',
        carts: [
          {
            ...lines[0],
            item_price: item.result.item_price.price,
            item_mrp: item.result.item_price.mrp,
          },
        ],
      });
      const placed = await post(
        '/backend-place-order/',
        {
          shipping_address: {
            firstname: 'Rohan',
            lastname: 'Kulkarni',
            email_address: 'rohan.kulkarni@example.in',
            mobile_number: '9876502345',
            address: '5 Lavelle Road',
            landmark: 'Near the park',
            pincode: '560025',
          },
          is_billing_address_same: true,
          lines,
          payment: { payment_type: 'ONLINE', payment_via: 'Juspay' },
          total_payable: bill.totals.final_amount,
        },
        crypto.randomUUID(),
      );
      return placed.order_random_id as string;
    },
    [CONSOLE_HEADER, CONSOLE_HEADER_VALUE] as const,
  );
}
