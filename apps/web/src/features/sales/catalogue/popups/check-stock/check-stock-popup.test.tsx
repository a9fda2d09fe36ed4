import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { stockCartActions } from '@/features/sales/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';
import {
  BED_MODELS,
  CATALOG,
  KG_TEA_CHECK,
  KG_TEA_STOCK,
  QN_WAL_BREAKDOWN,
  QN_WAL_STOCK,
  SHEESHAM_DETAILS,
} from './testing/recorded-answers';

const checkStock = stockCartActions.find((action) => action.key === 'check-stock');
const cart = aCart({
  cart_pid: 100001,
  item_sku: 'BED-SHEE-QN-WAL',
  item_name: 'Sheesham Wood Bed (Queen, Walnut)',
  item_dimensions: '80 x 65 x 36 in',
  item_price: 32_999,
});
const base = anOrder();
const order = anOrder({
  order_random_id: 'NEWORDER',
  shipping_address: { ...base.shipping_address, pincode: '380010' },
  carts: [cart],
});

/** The recorded answers; the stock call answers the checked item's once a check came back. */
function recordedServer() {
  let checked = false;
  return {
    'GET /product-catalog/': { body: CATALOG },
    'GET /product-catalog/BED/models/': { body: BED_MODELS },
    'GET /product-catalog/BED/7/': { body: SHEESHAM_DETAILS },
    'GET /product/item-sku-breakdown/BED-SHEE-QN-WAL/80%20x%2065%20x%2036%20in': {
      body: QN_WAL_BREAKDOWN,
    },
    'GET /stock-check/': () => ({ body: checked ? KG_TEA_STOCK : QN_WAL_STOCK }),
    'POST /product-validation-stock-check/': () => {
      checked = true;
      return { body: KG_TEA_CHECK };
    },
  };
}

const stockTable = (sku: string) =>
  screen.findByRole('table', { name: `Warehouse stock of ${sku}` });
const picker = () => screen.getByRole('group', { name: 'Product picker' });

describe('Check Stock on a cart, end to end against the recorded answers', () => {
  it('shows the cart’s warehouse stock, then checks a king in teak with the picker', async () => {
    const { user, calls } = openAction(checkStock, recordedServer(), { order, cart });

    const own = await stockTable('BED-SHEE-QN-WAL');
    expect(within(own).getAllByRole('row')).toHaveLength(QN_WAL_STOCK.result.length + 1);
    expect(
      within(own)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Warehouse', 'Plant', 'Storage location', 'Available', 'Blocked']);
    expect(within(own).getAllByText('Bhiwandi Warehouse')).toHaveLength(1);
    expect(screen.getByText('Available: 85')).toBeDefined();

    // The picker starts from the cart's item, as the catalogue breaks it down.
    await waitFor(
      () =>
        expect(within(picker()).getByRole('textbox', { name: 'Finish' })).toHaveProperty(
          'value',
          'Walnut',
        ),
      { timeout: 5_000 },
    );
    expect(within(picker()).getByRole('textbox', { name: 'Breadth' })).toHaveProperty(
      'value',
      '65 in',
    );
    await waitFor(() => expect(picker().dataset.status).toBe('ready'), { timeout: 5_000 });

    await user.click(within(picker()).getByRole('textbox', { name: 'Breadth' }));
    await user.click(await screen.findByRole('option', { name: '77 in' }));
    await user.click(within(picker()).getByRole('textbox', { name: 'Finish' }));
    await user.click(await screen.findByRole('option', { name: 'Teak' }));
    await user.click(screen.getByRole('button', { name: 'Check Availability' }));

    const panel = within(
      await screen.findByRole('region', { name: 'Availability' }, { timeout: 5_000 }),
    );
    expect(panel.getByText('Sheesham Wood Bed (King, Teak)')).toBeDefined();
    expect(panel.getByText('80 in stock')).toBeDefined();
    expect(panel.getByText('Extra payment: ₹6,000.00')).toBeDefined();
    await waitFor(() => expect(picker().dataset.status).toBe('done'), { timeout: 5_000 });

    // The checked item's warehouse stock replaces the cart's.
    expect(await stockTable('BED-SHEE-KG-TEA')).toBeDefined();
    expect(screen.getByText('Stock of BED-SHEE-KG-TEA, checked below')).toBeDefined();
    const check = calls.find((c) => c.path === '/product-validation-stock-check/');
    expect(check?.body).toEqual({
      product_data: {
        sku_code: 'BED',
        model_id: 7,
        length: 80,
        breadth: 77,
        height: 36,
        properties: { finish: 'TEA' },
      },
      pincode: '380010',
      cart_pid: 100001,
    });
  }, 20_000);

  it('says so when the cart’s item is not in the catalogue', async () => {
    const unknown = aCart({ item_sku: 'OLD-SKU-1', item_dimensions: '72 x 36 x 6 in' });
    openAction(
      checkStock,
      {
        'GET /product-catalog/': { body: CATALOG },
        'GET /stock-check/': { status: 404, body: { error: 'Item SKU not found' } },
        'GET /product/item-sku-breakdown/OLD-SKU-1/72%20x%2036%20x%206%20in': {
          status: 404,
          body: { error: 'Item SKU not found' },
        },
      },
      { order: anOrder({ carts: [unknown] }), cart: unknown },
    );
    expect(await screen.findByText('Item SKU not found')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
    // The picker is still there to choose an item from scratch.
    expect(within(picker()).getByRole('textbox', { name: 'Product' })).toHaveProperty('value', '');
  });
});
