import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { RetailStoreInventoryScreen } from './retail-store-inventory-screen';

const open = () => {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ login_id: 15, login_role: 'Retail Agent' }) },
    'GET /retail/store-inventory/': {
      body: {
        result: [
          {
            material_number: 'PIL-MEMF-STD',
            item_sku: 'PIL-MEMF-STD',
            description: 'Memory Foam Pillow',
            plant_location: 'BHW1 (Bhiwandi Warehouse)',
            storage_location: 'FG01 (Finished Goods)',
            batch_number: '',
            quantity: 9000,
          },
        ],
      },
    },
  });
  return { calls, ...renderAsApp(<RetailStoreInventoryScreen />, '/retail-store-inventory') };
};

describe('/retail-store-inventory', () => {
  it("asks for a material number: 'Material number is Required!'", async () => {
    const { calls, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Check Stock' }));
    expect(await screen.findByText('Material number is Required!')).toBeTruthy();
    expect(calls.some((c) => c.path === '/retail/store-inventory/')).toBe(false);
  });

  it('shows the stock per plant and storage location', async () => {
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Material Number' }), 'PIL-MEMF');
    await user.click(screen.getByRole('button', { name: 'Check Stock' }));
    const table = await screen.findByRole('table', { name: 'Store inventory' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('BHW1 (Bhiwandi Warehouse)')).toBeTruthy();
    expect(within(row!).getByText('9,000')).toBeTruthy();
  });
});
