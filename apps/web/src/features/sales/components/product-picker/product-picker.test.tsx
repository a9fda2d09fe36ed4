import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '@/lib/testing/mock-api';
import { ProductPicker } from './product-picker';
import {
  anAvailability,
  BED_MODELS,
  inStock,
  MATTRESS_MODELS,
  PRODUCTS,
  SHEESHAM,
} from './testing/catalogue-answers';
import { choose, panel, renderPicker, statusOf } from './testing/render-picker';

const CATALOGUE = {
  'GET /product-catalog/': { body: PRODUCTS },
  'GET /product-catalog/BED/models/': { body: BED_MODELS },
  'GET /product-catalog/MAT/models/': { body: MATTRESS_MODELS },
  'GET /product-catalog/BED/7/': { body: SHEESHAM },
};

const checkButton = () => screen.getByRole('button', { name: 'Check Availability' });
const checks = (calls: ApiCall[]) =>
  calls.filter((c) => c.path === '/product-validation-stock-check/');

/** Chooses a Sheesham king bed in teak. */
async function chooseKingTeak(user: Parameters<typeof choose>[0]) {
  await choose(user, 'Product', 'Bed');
  await choose(user, 'Model', 'Sheesham Wood Bed');
  await choose(user, 'Breadth', '77 in');
  await choose(user, 'Finish', 'Teak');
}

describe('the product picker', () => {
  it('offers each choice from the last and checks once every required one is made', async () => {
    const { user, calls } = renderPicker(<ProductPicker spinnerDelayMs={0} pincode="560001" />, {
      ...CATALOGUE,
      'POST /product-validation-stock-check/': { body: inStock() },
    });
    await waitFor(() => expect(statusOf()).toBe('ready'));
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveProperty('disabled', true);
    await choose(user, 'Product', 'Bed');
    await choose(user, 'Model', 'Sheesham Wood Bed');
    // The one length (80) fills itself; the breadth waits for a choice.
    expect(await screen.findByRole('textbox', { name: 'Length' })).toHaveProperty('value', '80 in');
    expect(checkButton()).toHaveProperty('disabled', true);
    await choose(user, 'Breadth', '77 in');
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveProperty('value', '36 in');
    expect(checkButton()).toHaveProperty('disabled', true);
    await choose(user, 'Finish', 'Teak');
    await user.click(checkButton());

    expect(await panel().findByText('Sheesham Wood Bed (King, Teak)')).toBeDefined();
    expect(statusOf()).toBe('done');
    expect(panel().getByText('42 in stock')).toBeDefined();
    expect(panel().getByLabelText('Price').textContent).toBe('₹38,999.00');
    expect(checks(calls).map((c) => c.body)).toEqual([
      {
        product_data: {
          sku_code: 'BED',
          model_id: 7,
          length: 80,
          breadth: 77,
          height: 36,
          properties: { finish: 'TEA' },
        },
        pincode: '560001',
      },
    ]);
  });

  it('clears the model and the answer when the product changes', async () => {
    const { user } = renderPicker(<ProductPicker spinnerDelayMs={0} />, {
      ...CATALOGUE,
      'POST /product-validation-stock-check/': { body: inStock() },
    });
    await chooseKingTeak(user);
    await user.click(checkButton());
    await panel().findByText('42 in stock');
    await choose(user, 'Product', 'Mattress');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveProperty('value', '');
    expect(screen.queryByRole('region', { name: 'Availability' })).toBeNull();
    expect(statusOf()).toBe('ready');
  });

  it('says the pincode is not serviceable when the check answers no item', async () => {
    const { user } = renderPicker(<ProductPicker spinnerDelayMs={0} pincode="744101" />, {
      ...CATALOGUE,
      'POST /product-validation-stock-check/': {
        body: { result: null, message: 'Pincode is not serviceable' },
      },
    });
    await chooseKingTeak(user);
    await user.click(checkButton());
    expect(await screen.findByText('Pincode is not serviceable')).toBeDefined();
    expect(statusOf()).toBe('ready');
  });

  it('holds a typed quantity to its rules for the quick-commerce roles', async () => {
    const { user } = renderPicker(
      <ProductPicker spinnerDelayMs={0} onSubmit={() => undefined} />,
      {
        ...CATALOGUE,
        'POST /product-validation-stock-check/': {
          body: inStock({ min_quantity: 2, item_quantity: 2, max_quantity: 40, stock: 40 }),
        },
      },
      { role: '', login_role: 'Quick Commerce Agent' },
    );
    await chooseKingTeak(user);
    await user.click(checkButton());
    const quantity = await panel().findByRole('textbox', { name: 'Quantity' });
    const submit = panel().getByRole('button', { name: 'Submit' });
    const typed = async (text: string) => {
      await user.clear(quantity);
      if (text) await user.type(quantity, text);
    };
    await typed('1');
    expect(panel().getByText('Minimum quantity is 2')).toBeDefined();
    expect(submit).toHaveProperty('disabled', true);
    await typed('41');
    expect(panel().getByText('Maximum available quantity is 40')).toBeDefined();
    await typed('');
    expect(panel().getByText('Quantity must be a number')).toBeDefined();
    // The keys a whole number never needs are not typed at all.
    await typed('1e2.5');
    expect(quantity).toHaveProperty('value', '125');
    await typed('12');
    expect(panel().getByLabelText('Net price').textContent).toBe('₹4,67,988.00');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('lists quantities for everyone else, and hands the item over with the difference', async () => {
    const onSubmit = vi.fn();
    const changed = {
      cart_pid: 100_123,
      item_sku: 'BED-SHEE-KG-WAL',
      item_price: 36_999,
      item_quantity: 1,
    };
    const { user } = renderPicker(
      <ProductPicker spinnerDelayMs={0} cartPid={100_123} askCustomerPrice onSubmit={onSubmit} />,
      {
        ...CATALOGUE,
        'POST /product-validation-stock-check/': {
          body: inStock({ changed_line: changed, diff_amount: 2_000, extra_or_refund: 'extra' }),
        },
      },
    );
    await chooseKingTeak(user);
    await user.click(checkButton());
    expect(await panel().findByText('Extra payment: ₹2,000.00')).toBeDefined();
    await choose(user, 'Quantity', '2');
    expect(panel().getByText('Extra payment: ₹40,999.00')).toBeDefined();
    const submit = panel().getByRole('button', { name: 'Submit' });
    // The customer price is asked: empty, Submit stays off.
    expect(submit).toHaveProperty('disabled', true);
    await user.type(panel().getByRole('textbox', { name: 'Customer price' }), '12.345');
    expect(panel().getByText('Enter an amount with at most 2 decimals')).toBeDefined();
    await user.clear(panel().getByRole('textbox', { name: 'Customer price' }));
    await user.type(panel().getByRole('textbox', { name: 'Customer price' }), '75000');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        item_sku: 'BED-SHEE-KG-TEA',
        item_quantity: 2,
        net_price: 77_998,
        diff_amount: 40_999,
        extra_or_refund: 'extra',
        customer_price: 75_000,
        product_data: expect.objectContaining({ breadth: 77, properties: { finish: 'TEA' } }),
      }),
    );
  });

  it('shows an item out of stock without a quantity', async () => {
    const soldOut = anAvailability({ stock: 0, max_quantity: 0, stock_state: 'out_of_stock' });
    const { user } = renderPicker(<ProductPicker spinnerDelayMs={0} onSubmit={() => undefined} />, {
      ...CATALOGUE,
      'POST /product-validation-stock-check/': {
        body: { message: 'Out of stock', result: soldOut },
      },
    });
    await chooseKingTeak(user);
    await user.click(checkButton());
    expect(await panel().findByText('Out of stock')).toBeDefined();
    expect(panel().queryByRole('textbox', { name: 'Quantity' })).toBeNull();
    expect(panel().getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('starts from a cart’s item, broken down by the catalogue', async () => {
    renderPicker(
      <ProductPicker
        spinnerDelayMs={0}
        initialItem={{ sku: 'BED-SHEE-QN-WAL', dimensions: '80 x 65 x 36 in' }}
      />,
      {
        ...CATALOGUE,
        'GET /product/item-sku-breakdown/BED-SHEE-QN-WAL/80%20x%2065%20x%2036%20in': {
          body: {
            result: {
              item_sku: 'BED-SHEE-QN-WAL',
              item_full_name: 'Sheesham Wood Bed (Queen, Walnut)',
              product: 'BED',
              product_name: 'Bed',
              model_id: 7,
              model_name: 'Sheesham Wood Bed',
              length: 80,
              breadth: 65,
              height: 36,
              properties: { finish: 'WAL' },
              is_standard_size: true,
            },
          },
        },
      },
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Finish' })).toHaveProperty('value', 'Walnut'),
    );
    expect(screen.getByRole('textbox', { name: 'Product' })).toHaveProperty('value', 'Bed');
    expect(screen.getByRole('textbox', { name: 'Breadth' })).toHaveProperty('value', '65 in');
    expect(checkButton()).toHaveProperty('disabled', false);
  });

  it('stays loading a moment after a catalogue call (the spinner delay)', async () => {
    const { calls } = renderPicker(<ProductPicker spinnerDelayMs={500} />, CATALOGUE);
    expect(statusOf()).toBe('loading');
    await waitFor(() => expect(calls.some((c) => c.path === '/product-catalog/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(statusOf()).toBe('loading');
    expect(screen.getByLabelText('Loading')).toBeDefined();
    await waitFor(() => expect(statusOf()).toBe('ready'), { timeout: 2_000 });
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    renderPicker(<ProductPicker spinnerDelayMs={0} />, {
      'GET /product-catalog/': { status: 503, body: { error: 'Service unavailable' } },
    });
    expect(await screen.findByText('Service unavailable')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
