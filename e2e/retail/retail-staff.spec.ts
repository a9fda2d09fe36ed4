import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's manager of store BLR-IND-01 (README, "Demo accounts").
const RETAIL_MANAGER = 16;

/** Adds an agent of store BLR-IND-01 through the form and closes the first password. */
async function addAgent(page: Page, name: string, email: string, contact: string) {
  await page.getByRole('button', { name: 'Add Retail Staff' }).click();
  const add = page.getByRole('dialog', { name: 'Add Retail Staff' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add.getByRole('textbox', { name: 'Email' }).fill(email);
  await add.getByRole('textbox', { name: 'Contact' }).fill(contact);
  await choose(add, 'Role', 'Retail Agent');
  await choose(add, 'Retail Store ID', 'BLR-IND-01');
  await add.getByRole('button', { name: 'Create' }).click();
  await add.getByRole('button', { name: 'Done' }).click();
  await add.waitFor({ state: 'detached' });
}

/** The row of the staff table that shows a text (a member's email). */
const rowOf = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Retail staff' }).getByRole('row').filter({ hasText: text });

describe.skipIf(skip)('a Retail Manager manages the staff of their store', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds, edits, moves and deactivates a staff member', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, RETAIL_MANAGER);
    await page.goto('/retail-staff-management');
    await page.getByRole('heading', { name: /^Retail Staff Management/ }).waitFor();
    await rowOf(page, 'retail.agent@backoffice.test').waitFor();
    await screenshot(page, 'retail', 'staff-1-list');

    // Add: the form's messages, then a new agent of the store and their first password.
    const email = `ravi.${Date.now()}@backoffice.test`;
    await page.getByRole('button', { name: 'Add Retail Staff' }).click();
    const add = page.getByRole('dialog', { name: 'Add Retail Staff' });
    await add.getByRole('textbox', { name: 'Contact' }).fill('98860');
    await add.getByRole('button', { name: 'Create' }).click();
    await add.getByText('Name is Required!').waitFor();
    await add.getByText('Invalid Contact Number!').waitFor();
    await settled(page);
    await screenshot(page, 'retail', 'staff-2-add-messages');
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Shankar');
    await add.getByRole('textbox', { name: 'Email' }).fill(email);
    await add.getByRole('textbox', { name: 'Contact' }).fill('9886012345');
    await choose(add, 'Role', 'Retail Agent');
    await choose(add, 'Retail Store ID', 'BLR-IND-01');
    expect(await add.getByRole('textbox', { name: 'Retail Store Name' }).inputValue()).toBe(
      'Indiranagar Experience Store',
    );
    await add.getByRole('button', { name: 'Create' }).click();
    await add.getByTestId('first-password').waitFor();
    await screenshot(page, 'retail', 'staff-3-first-password');
    await add.getByRole('button', { name: 'Done' }).click();
    await add.waitFor({ state: 'detached' });
    const row = rowOf(page, email);
    await row.waitFor();

    // Deactivate asks first; the member leaves the list unless Include Inactive is ticked.
    await row.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure want to proceed?' });
    await settled(page);
    await screenshot(page, 'retail', 'staff-4-confirm-deactivate');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // The confirm's overlay fades out after the dialog has gone; a click before then is lost.
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    // The box follows the address (?inactive=1), which the click changes a moment later.
    const includeInactive = page.getByRole('checkbox', { name: 'Include Inactive' });
    await includeInactive.click();
    await expect.poll(() => includeInactive.isChecked()).toBe(true);
    await rowOf(page, email).getByText('Inactive').waitFor();
    await rowOf(page, email).getByRole('button', { name: 'Activate' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure want to proceed?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await rowOf(page, email).getByRole('button', { name: 'Deactivate' }).waitFor();

    // Edit: name, email and contact are read-only; Update waits for a change (a promotion).
    await rowOf(page, email).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ravi Shankar' });
    expect(await edit.getByRole('textbox', { name: 'Email' }).getAttribute('readonly')).not.toBe(
      null,
    );
    expect(await edit.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await choose(edit, 'Role', 'Retail Manager');
    await settled(page);
    await screenshot(page, 'retail', 'staff-5-edit');
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    // A manager's account is left to an Admin: the row keeps no actions.
    await rowOf(page, email).getByText('Managed by an Admin').waitFor();

    // Move a second new agent to the second store: they leave this store's list.
    const second = `meena.${Date.now()}@backoffice.test`;
    await addAgent(page, 'Meena Iyer', second, '9886012346');
    await rowOf(page, second).getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move Meena Iyer' });
    await move.getByRole('textbox', { name: 'Move to store' }).click();
    await page.getByRole('option', { name: /^BLR-WHF-02/ }).click();
    await settled(page);
    await screenshot(page, 'retail', 'staff-6-move');
    await move.getByRole('button', { name: 'Move' }).click();
    await move.waitFor({ state: 'detached' });
    await rowOf(page, second).waitFor({ state: 'detached' });
    await screenshot(page, 'retail', 'staff-7-after-move');
  });
});
