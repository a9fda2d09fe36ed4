import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { pick, readyPicker } from '../sales/place-order-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { headerWith, uploadFile, workbookOf } from '../uploads/uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's Distribution Manager and Finance pod leader (README, "Demo accounts").
const DISTRIBUTION_MANAGER = 17;
const FINANCE_POD_LEADER = 8;
// A GSTIN the GST register's sandbox knows as active, and its PAN.
const GSTIN = '29AAGCB7383J1Z4';
const PAN = 'AAGCB7383J';

/** The row of the distributor table that shows a text (the SAP code). */
const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Distributors' }).getByRole('row').filter({ hasText: text });

/** Opens a row's Actions menu and picks an item. */
async function act(page: Page, code: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Fills the distributor company form of the Add Distributor popup and creates it. */
async function addDistributor(page: Page, code: string, name: string) {
  await page.getByRole('button', { name: 'Add Distributor' }).click();
  const form = page.getByRole('dialog', { name: 'Add Distributor' });
  const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  // The form's own messages first: a PAN out of its pattern.
  await box('PAN').fill('AAGC7383');
  await form.getByRole('button', { name: 'Create' }).click();
  await form.getByText('Invalid Pan Number!').waitFor();
  await form.getByText('Company Name is Required!').waitFor();
  await settled(page);
  await screenshot(page, 'distribution', 'journey-1-form-messages');

  await box('Company Name').fill(name);
  await box('SAP Code').fill(code);
  await box('Email').fill(`orders.${code.toLowerCase()}@example.in`);
  await box('Phone Number').fill('9845012345');
  await box('PAN').fill(PAN);
  await choose(form, 'Referred By', 'Distribution');
  await box('Contact Name').fill('Ramesh Kumar');
  await box('Address').fill('14 Residency Road, Shanthala Nagar');
  await box('Landmark').fill('Opposite the park');
  await box('Pin Code').fill('560025');
  await expect.poll(() => box('City').inputValue()).toBe('Bengaluru');
  await form.getByRole('button', { name: 'Same as shipping' }).click();
  await expect.poll(() => box('Billing City').inputValue()).toBe('Bengaluru');
  await box('GSTIN').fill(GSTIN);
  await form.getByRole('button', { name: 'Verify GST' }).click();
  await expect.poll(() => box('GST Organization').inputValue()).not.toBe('');
  await screenshot(page, 'distribution', 'journey-2-form-filled');
  await form.getByRole('button', { name: 'Create' }).click();
  await form.waitFor({ state: 'detached' });
}

describe.skipIf(skip)('a distributor is onboarded, credited and ordered for', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('created by the Distribution Manager, activated by Finance, credited, ordered on credit', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const name = 'Kaveri Sleep Centre';

    // The Distribution Manager creates the distributor: it waits for Finance's approval.
    const manager = await newPage(browser, baseUrl);
    await signInAs(manager, DISTRIBUTION_MANAGER);
    await manager.goto('/distrbution-management');
    await manager.getByRole('heading', { name: /^Distribution Management/ }).waitFor();
    await addDistributor(manager, code, name);
    await rowOf(manager, code).getByText('Disabled - Pending Approval').waitFor();
    await screenshot(manager, 'distribution', 'journey-3-created-pending');
    // Only FINANCE sets the status: the manager's menu has no Activate.
    await manager.getByRole('button', { name: `Actions for ${code}` }).click();
    await manager.getByRole('menuitem', { name: 'Credit History' }).waitFor();
    expect(await manager.getByRole('menuitem', { name: 'Activate' }).count()).toBe(0);
    await manager.keyboard.press('Escape');

    // The Finance pod leader activates it.
    const finance = await newPage(browser, baseUrl);
    await signInAs(finance, FINANCE_POD_LEADER);
    await finance.goto(`/distrbution-management?search=${code}`);
    await rowOf(finance, code).waitFor();
    await act(finance, code, 'Activate');
    const confirm = finance
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure want to proceed?' });
    await settled(finance);
    await screenshot(finance, 'distribution', 'journey-4-finance-activates');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await rowOf(finance, code).getByText('Active', { exact: true }).waitFor();
    await screenshot(finance, 'distribution', 'journey-5-active');

    // The manager uploads the dealer ledger credit points for it.
    await manager.goto('/dealer-sheet-upload');
    const sheet = workbookOf([
      {
        [headerWith('dealer-credit-points', 'distributor_code')]: code,
        [headerWith('dealer-credit-points', 'credit_points')]: '100000',
        [headerWith('dealer-credit-points', 'remark')]: 'Advance received by NEFT',
      },
    ]);
    await uploadFile(manager, 'dealer-credit.xlsx', sheet);
    const results = manager.getByRole('table', { name: 'Row results' });
    await results.getByText('Success', { exact: true }).waitFor();
    await screenshot(manager, 'distribution', 'journey-6-credit-uploaded');

    // And places an order for it on credit, with the catalogue's picker.
    await manager.goto('/place-distrbution-order');
    await manager.getByRole('textbox', { name: 'Distributor' }).fill(code);
    await manager.getByRole('option', { name: `${code} - ${name}` }).click();
    await manager.getByLabel('Available credit').getByText('₹1,00,000.00').waitFor();
    await manager.getByRole('button', { name: 'Add Product' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Add Product' });
    let picker = await readyPicker(dialog);
    await pick(picker, 'Product', 'Mattress');
    picker = await readyPicker(dialog);
    await pick(picker, 'Model', 'Ortho Mattress');
    picker = await readyPicker(dialog);
    await pick(picker, 'Length', '72 in');
    await pick(picker, 'Breadth', '36 in');
    await pick(picker, 'Height', '6 in');
    await picker.getByRole('button', { name: 'Check Availability' }).click();
    await dialog.getByRole('region', { name: 'Availability' }).waitFor();
    await settled(manager);
    await screenshot(manager, 'distribution', 'journey-7-picker');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await manager.getByRole('table', { name: 'Order products' }).getByRole('row').nth(1).waitFor();
    await screenshot(manager, 'distribution', 'journey-8-order-ready');
    await manager.getByRole('button', { name: 'Place Order' }).click();
    const placed = manager.getByRole('status').filter({ hasText: 'Distributor Order Placed' });
    await placed.waitFor();
    const link = placed.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/order-search\?orderId=[A-Z0-9]+$/);
    await screenshot(manager, 'distribution', 'journey-9-placed');

    // The credit history shows the upload's credit and the order's debit.
    await manager.goto(`/distrbution-management?search=${code}`);
    await rowOf(manager, code).waitFor();
    await act(manager, code, 'Credit History');
    const history = manager.getByRole('dialog', { name: /^Credit Transaction History/ });
    await history.getByText('Debit', { exact: true }).waitFor();
    await history.getByText('Credit', { exact: true }).first().waitFor();
    await settled(manager);
    await screenshot(manager, 'distribution', 'journey-10-credit-history');
  });
});
