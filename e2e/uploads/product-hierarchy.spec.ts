import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';
import { sampleRowsOf, uploadFile, workbookOf } from './uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const ADMIN = 1;
const NPL = 19;

describe.skipIf(skip)(
  'the NPL team requests a product hierarchy change and an admin approves it',
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('uploads a product configuration sheet, then approves one row and the rest', async () => {
      const npl = await newPage(browser, baseUrl);
      await signInAs(npl, NPL);
      await npl.goto('/upload-product-automation-sheet');
      await npl.getByRole('button', { name: 'Upload', exact: true }).waitFor();
      const sample = sampleRowsOf('product-configuration');
      await uploadFile(npl, 'hierarchy.xlsx', workbookOf(sample));
      const results = npl.getByRole('table', { name: 'Row results' });
      await results.waitFor();
      expect(await results.getByText('Success', { exact: true }).count()).toBe(sample.length);
      await screenshot(npl, 'uploads', 'hierarchy-1-requested');
      await npl.context().close();

      const admin = await newPage(browser, baseUrl);
      await signInAs(admin, ADMIN);
      const pending = await admin.request.get('/api/product-configuration/requests/');
      const requests = (await pending.json()).results as { request_id: number; pending: number }[];
      // The newest request is the sheet just sent.
      const [request] = requests;
      if (!request) throw new Error('no pending request');
      expect(request.pending).toBe(sample.length);

      await admin.goto(`/product-hierarchy-approval?requesting_id=${request.request_id}`);
      const table = admin.getByRole('table', { name: 'Product hierarchy approvals' });
      await table.waitFor();
      const approveButtons = table.getByRole('button', { name: 'Approve', exact: true });
      expect(await approveButtons.count()).toBe(sample.length);
      await screenshot(admin, 'uploads', 'hierarchy-2-pending');

      await approveButtons.first().click();
      await admin.getByText('Approved Successfully!!!').waitFor();
      await table.getByText('APPROVED', { exact: true }).first().waitFor();
      expect(await approveButtons.count()).toBe(sample.length - 1);

      await admin.getByRole('button', { name: 'Approve All' }).click();
      await admin.getByText('No approval requests are pending').waitFor();
      expect(await approveButtons.count()).toBe(0);
      await screenshot(admin, 'uploads', 'hierarchy-3-approved');
    });
  },
);
