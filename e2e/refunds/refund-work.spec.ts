import { REFUND_BANK_LINK_PAGE_ROUTE, type TRefundListRow } from '@backoffice/domain/refunds';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { settled, signInAs } from '../orders/orders-session';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import {
  answerOf,
  findRefund,
  freshRefunds,
  openRefundAction,
  refundsIn,
  sandboxTextTo,
} from './refunds-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
// The demo's Finance user (README).
const ADMIN = 1;
const FINANCE = 7;
const CATEGORY = 'return-orders';
// The sandbox bank finds an account ending in any digit but 0 and 9 in the name given.
const ACCOUNT = { holder: 'Asha Verma', number: '123456789012', ifsc: 'HDFC0001234' };
// The page's address as the link carries it, its token in the last segment.
const LINK_PAGE = new RegExp(
  `${REFUND_BANK_LINK_PAGE_ROUTE.replace(':token', '')}[A-Za-z0-9_-]{20,100}`,
);

/** Reloads a tab until the refund shows there (the gateway's answer may take a moment). */
async function waitForRow(page: Page, url: string, refund: TRefundListRow): Promise<void> {
  for (let tries = 0; tries < 10; tries += 1) {
    await page.goto(`${url}?order_id=${refund.order_random_id}`);
    await page.getByRole('table', { name: 'Refunds' }).waitFor();
    const row = page.getByRole('button', {
      name: `Actions of refund ${refund.refund_id}`,
      exact: true,
    });
    if (await row.isVisible()) return;
    await page.waitForTimeout(1000);
  }
  throw new Error(`Refund ${refund.refund_id} never showed in ${url}`);
}

describe.skipIf(skip)('Finance works the refunds of a category', () => {
  let browser: Browser;
  let finance: Page;
  let customer: Page;
  /** Admin, who alone with Tech reads a customer's texts in the sandbox outbox. */
  let outbox: Page;
  let platform: string;
  let fresh: TRefundListRow[];
  const list = (status: string) => `/refund-list/${CATEGORY}/${platform}/${status}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    finance = await newPage(browser, baseUrl);
    customer = await newPage(browser, baseUrl);
    outbox = await newPage(browser, baseUrl);
    await signInAs(outbox, ADMIN);
    ({ platform } = await signInAs(finance, FINANCE));
    fresh = await freshRefunds(finance, CATEGORY, platform);
    if (fresh.length < 3) throw new Error('The demo has too few fresh return-order refunds');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters a category, a status and a date range', async () => {
    await finance.goto('/refund-list');
    await finance.getByRole('navigation', { name: 'Refund categories' }).waitFor();
    await screenshot(finance, 'refunds', 'work-1-categories');
    await finance.getByRole('link', { name: /Return Orders/ }).click();
    await finance.waitForURL(`**${list('initiated')}`);
    await finance.getByRole('tab', { name: /^Refund Trouble/ }).click();
    await finance.waitForURL(`**${list('trouble')}`);
    await finance.getByRole('button', { name: 'Last 30 Days' }).click();
    await finance.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=/);
    const troubles = await refundsIn(finance, CATEGORY, platform, 'trouble');
    if (troubles.length > 0) {
      await finance
        .getByRole('button', { name: /^Actions of refund / })
        .first()
        .waitFor();
    } else {
      await finance.getByText('No Orders Found...').waitFor();
    }
    await screenshot(finance, 'refunds', 'work-2-trouble-last-30-days');
  });

  it('enters and verifies the bank details of a refund', async () => {
    const [refund] = fresh as [TRefundListRow];
    await finance.goto(list('initiated'));
    await findRefund(finance, refund);
    const bank = await openRefundAction(finance, refund, 'Bank Details');
    await bank.getByRole('button', { name: 'Update' }).click();
    await bank.getByRole('button', { name: 'Save Bank Details' }).click();
    await bank.getByText('Enter a valid IFSC (4 letters, 0, then 6 letters or digits)').waitFor();
    await bank.getByRole('textbox', { name: 'Account Holder Name' }).fill(ACCOUNT.holder);
    await bank.getByRole('textbox', { name: 'Account Number' }).fill(ACCOUNT.number);
    await bank.getByRole('textbox', { name: 'IFSC' }).fill(ACCOUNT.ifsc);
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-3-bank-details-form');
    await answerOf(finance, '/api/update-bank-details/', () =>
      bank.getByRole('button', { name: 'Save Bank Details' }).click(),
    );
    await bank.getByText('XXXXXXXX9012').waitFor();
    await answerOf(finance, '/api/verify-bank-details/', () =>
      bank.getByRole('button', { name: 'Verify' }).click(),
    );
    await bank.getByText('Verified', { exact: true }).waitFor();
    await screenshot(finance, 'refunds', 'work-4-bank-details-verified');
    await finance.keyboard.press('Escape');
    await bank.waitFor({ state: 'detached' });
  });

  it('processes the refund through the sandbox gateway: Refund Processed', async () => {
    const [refund] = fresh as [TRefundListRow];
    await finance.goto(list('initiated'));
    await findRefund(finance, refund);
    const process = await openRefundAction(finance, refund, 'Process Refund');
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-5-process-confirm');
    await process.getByRole('button', { name: 'Process Refund' }).click();
    await process.waitFor({ state: 'detached' });
    await waitForRow(finance, list('processed'), refund);
    await finance
      .getByRole('table', { name: 'Refunds' })
      .getByText('Refund Processed')
      .first()
      .waitFor();
    await screenshot(finance, 'refunds', 'work-6-processed');
    const details = await openRefundAction(
      finance,
      refund,
      'Refund History',
      'Refund History Details',
    );
    await details
      .getByRole('table', { name: 'Refund history' })
      .getByText(/^SBXARN/)
      .waitFor();
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-7-refund-history');
  });

  it('marks a refund as trouble and resolves the trouble', async () => {
    const refund = fresh[1] as TRefundListRow;
    await finance.goto(list('initiated'));
    await findRefund(finance, refund);
    const mark = await openRefundAction(finance, refund, 'Mark Trouble');
    await mark.getByRole('textbox', { name: 'Trouble Reason' }).click();
    for (const disabled of ['Invalid Proof', 'Manual Review']) {
      const option = finance.getByRole('option', { name: disabled, exact: true });
      expect(await option.getAttribute('data-combobox-disabled')).toBe('true');
    }
    await finance.getByRole('option', { name: 'Wrong Bank Details', exact: true }).click();
    await mark.getByRole('textbox', { name: 'Details' }).fill('The IFSC belongs to another bank');
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-8-mark-trouble');
    await mark.getByRole('button', { name: 'Mark Trouble' }).click();
    await mark.waitFor({ state: 'detached' });
    await waitForRow(finance, list('trouble'), refund);
    const resolve = await openRefundAction(finance, refund, 'Trouble Resolution');
    await resolve.getByText(/marked it as trouble: Wrong Bank Details/).waitFor();
    await resolve
      .getByRole('textbox', { name: 'Resolution Details' })
      .fill('The customer sent the right IFSC');
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-9-trouble-resolution');
    await resolve.getByRole('button', { name: 'Resolve Trouble' }).click();
    await resolve.waitFor({ state: 'detached' });
    await waitForRow(finance, list('initiated'), refund);
    const details = await openRefundAction(finance, refund, 'Refund Details');
    await details
      .getByText(/resolved/i)
      .first()
      .waitFor();
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-10-details-history');
  });

  it('a customer gives the bank details on the page of the link Finance sends', async () => {
    const refund = fresh[2] as TRefundListRow;
    await finance.goto(list('initiated'));
    await findRefund(finance, refund);
    const bank = await openRefundAction(finance, refund, 'Bank Details');
    await answerOf(finance, '/api/refunds/send-bank-details-form-url/', () =>
      bank.getByRole('button', { name: 'Send Form Link' }).click(),
    );
    await bank.getByText(/A link was sent on/).waitFor();
    // The customer's phone: the sandbox messaging service's outbox for the refund's mobile.
    const link = await sandboxTextTo(outbox, refund.customer_mobile, LINK_PAGE);

    await customer.goto(link);
    await customer.getByText(/This link expires in 0 days 23 hours/).waitFor();
    await customer.getByRole('button', { name: 'Submit' }).click();
    await customer
      .getByText('Enter a valid IFSC (4 letters, 0, then 6 letters or digits)')
      .waitFor();
    await screenshot(customer, 'refunds', 'work-11-link-page-messages');
    await customer.getByRole('textbox', { name: 'Account Holder Name' }).fill(ACCOUNT.holder);
    await customer.getByLabel(/^Account Number/).fill(ACCOUNT.number);
    await customer.getByRole('textbox', { name: 'Confirm Account Number' }).fill(ACCOUNT.number);
    await customer.getByRole('textbox', { name: 'IFSC' }).fill(ACCOUNT.ifsc.toLowerCase());
    await screenshot(customer, 'refunds', 'work-12-link-page-filled');
    await customer.getByRole('button', { name: 'Submit' }).click();
    await customer
      .getByRole('status')
      .filter({ hasText: /Thank you/ })
      .waitFor();
    await screenshot(customer, 'refunds', 'work-13-link-page-thanks');
    // One submission: the link opened again says it was answered.
    await customer.goto(link);
    await customer.getByText(/already submitted/).waitFor();

    await finance.reload();
    await findRefund(finance, refund);
    const after = await openRefundAction(finance, refund, 'Bank Details');
    await after.getByText('Customer', { exact: true }).waitFor();
    await after.getByText(/The customer answered the link on/).waitFor();
    await settled(finance);
    await screenshot(finance, 'refunds', 'work-14-bank-details-from-customer');
  });

  it('a link the server does not know shows its refusal, not a form', async () => {
    await customer.goto(REFUND_BANK_LINK_PAGE_ROUTE.replace(':token', 'x'.repeat(32)));
    await customer.getByRole('heading', { name: /refund bank details/ }).waitFor();
    await customer.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await customer.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await screenshot(customer, 'refunds', 'work-15-unknown-link');
  });
});
