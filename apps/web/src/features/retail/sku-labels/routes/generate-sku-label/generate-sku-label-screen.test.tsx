import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { GenerateSkuLabelScreen } from './generate-sku-label-screen';

const open = () => {
  rememberSignIn('sign-in-1');
  const printed: unknown[] = [];
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 15, login_role: 'Retail Agent' }) },
    'GET /retail/sku-labels/skus/': {
      body: {
        results: [
          {
            item_sku: 'BED-METL-SG-BLK',
            product_name: 'Metal Bed (Single, Black)',
            item_dimensions: '78 x 36 in',
            mrp: 15999,
          },
        ],
      },
    },
    'GET /retail/printers/': {
      body: {
        printers: [
          { name: 'Store Label Printer', is_active: true },
          { name: 'Old Counter Printer', is_active: false },
        ],
      },
    },
    'POST /retail/sku-labels/print/': (call) => {
      printed.push(call.body);
      return {
        body: { success: true, message: 'Sent For Printing !', job_id: 'sbx_print_1', pages: 3 },
      };
    },
  });
  return { calls, printed, ...renderAsApp(<GenerateSkuLabelScreen />, '/generate-sku-label') };
};

describe('/generate-sku-label', () => {
  it('picks a SKU and its labels, and sends them to the chosen printer', async () => {
    const { user, printed } = open();
    await user.type(await screen.findByRole('textbox', { name: 'SKU' }), 'metl');
    await user.click(await screen.findByRole('option', { name: /BED-METL-SG-BLK/ }));
    const labels = screen.getByRole('textbox', { name: 'Labels' });
    await user.clear(labels);
    await user.type(labels, '3');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const table = await screen.findByRole('table', { name: 'SKU labels' });
    expect(within(table).getByText('BED-METL-SG-BLK')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Printer' }).value).toBe(
        'Store Label Printer',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(printed).toEqual([
      { items: [{ item_sku: 'BED-METL-SG-BLK', quantity: 3 }], printer: 'Store Label Printer' },
    ]);
  });

  it('asks for a SKU before adding', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select product to Add!')).toBeTruthy();
  });
});
