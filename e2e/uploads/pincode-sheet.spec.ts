import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { signInAs } from '../orders/orders-session';
import { download, rowsOf, uploadFile, workbookOf, type SheetRow } from './uploads-session';

const baseUrl = inject('baseUrl');
const skip = inject('browserMissing');
const OPERATIONS = 10;

const pincodeRow = (pincode: string, city: string): SheetRow => ({
  Pincode: pincode,
  City: city,
  State: 'Karnataka',
  Serviceable: 'Yes',
  ODA: 'No',
  'COD Available': 'Yes',
  'EDD Days': '4',
});

describe.skipIf(skip)('operations fix a pincode sheet through its error sheet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sees the two bad rows, downloads the error sheet, fixes them and uploads it again', async () => {
    const page = await newPage(browser, baseUrl);
    await signInAs(page, OPERATIONS);
    await page.goto('/import-pincodes-sheet');
    await page.getByRole('button', { name: 'Download sample sheet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'uploads', 'pincodes-1-screen');

    const sheet = workbookOf([
      pincodeRow('562110', 'Devanahalli'),
      pincodeRow('056211', 'Hoskote'),
      pincodeRow('562123', 'Nelamangala'),
      pincodeRow('5621', 'Doddaballapur'),
    ]);
    await uploadFile(page, 'pincodes.xlsx', sheet);

    const results = page.getByRole('table', { name: 'Row results' });
    await results.waitFor();
    expect(await results.getByText('Success', { exact: true }).count()).toBe(2);
    expect(await results.getByText('Pincode: Invalid Pin Code!').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('upload')).toMatch(/^[0-9a-f-]{36}$/);
    // The form starts again: no file, Upload disabled.
    expect(await page.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'uploads', 'pincodes-2-row-errors');

    const errorRows = rowsOf(await download(page, 'download error sheet'));
    expect(errorRows.map((row) => row.Pincode)).toEqual(['056211', '5621']);
    expect(errorRows.every((row) => row.Error?.includes('Invalid Pin Code!'))).toBe(true);

    const fixed = errorRows.map(({ Error: _error, ...row }, index) => ({
      ...row,
      Pincode: index === 0 ? '562114' : '561203',
    }));
    await uploadFile(page, 'pincodes-fixed.xlsx', workbookOf(fixed));

    await page.getByText('pincodes-fixed.xlsx', { exact: true }).first().waitFor();
    // The answer of the second upload replaces the first one's rows.
    await expect.poll(() => results.getByText('Pincode: Invalid Pin Code!').count()).toBe(0);
    expect(await results.getByText('Success', { exact: true }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'download error sheet' }).count()).toBe(0);

    const history = page.getByRole('table', { name: 'Upload history' });
    await history.getByRole('button', { name: 'pincodes-fixed.xlsx' }).waitFor();
    await history.getByRole('button', { name: 'pincodes.xlsx' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Only failures' }).click();
    await dialog.getByText('Pincode: Invalid Pin Code!').first().waitFor();
    // The switch refetches the rows: wait for the page of failures to replace the whole page.
    await expect.poll(() => dialog.getByText('Success', { exact: true }).count()).toBe(0);
    await screenshot(page, 'uploads', 'pincodes-3-history-detail');
  });
});
