import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { signedInWith } from '@/lib/testing/signed-in';
import { ShowLocation } from '@/lib/testing/show-location';
import {
  aDistributor,
  aDistributorRow,
  aPriceRow,
} from '@/features/distribution/distributors/testing/distribution-fixtures';
import type { ProductPickerSlot } from './product-picker-slot';
import { PlaceDistrbutionOrderScreen } from './place-distrbution-order-screen';

/** The catalogue's picker stood in for: one button hands over three mattresses. */
const FakePicker: ProductPickerSlot = ({ onSubmit, submitLabel }) => (
  <button
    type="button"
    onClick={() => onSubmit?.({ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 3 })}
  >
    {`Pick mattress: ${submitLabel ?? ''}`}
  </button>
);

const PLACED = {
  success: true,
  message: 'Distributor Order Placed Successfully!',
  order_random_id: 'K7Q2M9XA',
  order_page: '/ORDERK7Q2M9XA',
  affiliate_id: 5,
  distributor_code: 'DST-BLR-001',
  payment_mode: 'CREDIT',
  total_payable: 27_000,
  lines: [
    {
      item_sku: 'MAT-ORTHO-72x36x6',
      item_quantity: 3,
      price: 9_000,
      dealer_cx_price: 11_500,
      request_type: 5,
    },
  ],
  credit_balance: 3_000,
  available_credit: 23_000,
};

const open = (availableCredit = 50_000) => {
  const { calls } = signedInWith('DISTRIBUTION MANAGER', {
    'GET /distributors/': { body: { results: [aDistributorRow()], count: 1 } },
    'GET /distributors/DST-BLR-001/details/': {
      body: { distributor: aDistributor({ available_credit: availableCredit }) },
    },
    'GET /pincode/details/560025/': {
      body: {
        pincode: '560025',
        city: 'Bengaluru',
        state: 'Karnataka',
        serviceable: true,
        oda: false,
        cod_available: true,
        edd_days: 3,
      },
    },
    'GET /distribution-prices/': { body: { results: [aPriceRow()], count: 1 } },
    'POST /place-distrbution-order/': { body: PLACED },
  });
  return {
    calls,
    ...renderAsApp(
      <>
        <PlaceDistrbutionOrderScreen ProductPicker={FakePicker} />
        <ShowLocation />
      </>,
      '/place-distrbution-order',
    ),
  };
};

/** Chooses the demo distributor and adds three mattresses through the picker. */
async function chooseAndAdd(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('textbox', { name: 'Distributor' }));
  await user.click(
    await screen.findByRole('option', { name: 'DST-BLR-001 - Sri Lakshmi Furnishings' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  await user.click(await screen.findByRole('button', { name: 'Pick mattress: Add' }));
}

describe('/place-distrbution-order', () => {
  it('adds a picked product at its distributor price and places the order on credit', async () => {
    const { user, calls } = open();
    await chooseAndAdd(user);
    const table = await screen.findByRole('table', { name: 'Order products' });
    await within(table).findByText('₹11,500.00');
    expect(screen.getByLabelText('Total payable').textContent).toBe('₹27,000.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/place-distrbution-order/')?.body).toEqual({
        distributor_code: 'DST-BLR-001',
        lines: [{ item_sku: 'MAT-ORTHO-72x36x6', item_quantity: 3 }],
        payment_mode: 'CREDIT',
        total_payable: 27_000,
        comments: null,
      }),
    );
    const link = await screen.findByRole('link', { name: 'K7Q2M9XA' });
    expect(link.getAttribute('href')).toBe('/order-search?orderId=K7Q2M9XA');
  });

  it('keeps an order the credit does not cover from being placed on credit', async () => {
    const { user } = open(20_000);
    await chooseAndAdd(user);
    expect(
      await screen.findByText(
        'Insufficient dealer credit: the order needs ₹27,000.00 but only ₹20,000.00 is available',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(true);
    // COD is not toggled on for this distributor.
    expect(screen.getByRole('radio', { name: 'Cash on delivery' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
