import type { CodToOnlineCartRow, CodToOnlineTemplate } from '@backoffice/domain/sales/payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOrderActions } from '@/features/sales/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const codToOnline = paymentOrderActions.find((action) => action.key === 'cod-to-online');

const cart = (overrides: Partial<CodToOnlineCartRow>): CodToOnlineCartRow => ({
  id: 981234,
  order_type: 0,
  item_sku: 'MAT-ORTHO-72x36x6',
  item_name: 'Ortho Mattress',
  item_dimension: '72 x 36 x 6 in',
  item_quantity: 1,
  orm_order_status: 1,
  status_label: 'New Order',
  delivered_timestamp: null,
  rts_timestamp: null,
  total_cod: 11999,
  total_online: 0,
  refusal: null,
  ...overrides,
});

const template: CodToOnlineTemplate = {
  order_random_id: 'K7Q2M9XA',
  payment_type: 'COD',
  carts: [
    cart({}),
    cart({
      id: 981235,
      item_name: 'Memory Foam Pillow',
      item_quantity: 2,
      status_label: 'Delivered',
      total_cod: 1998,
      refusal: 'Delivered',
    }),
  ],
  payment_vias: ['Juspay'],
};

describe('the COD to Online popup', () => {
  it('lists the carts on one row each; a refused one cannot be picked, a picked one adds up', async () => {
    const { user } = openAction(codToOnline, {
      'GET /backend-cod-to-online/K7Q2M9XA/': { body: template },
    });
    const table = await screen.findByRole('table', { name: 'Carts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pick', 'Cart', 'Status', 'COD payable', 'Online part']);
    const [, open, refused] = within(table).getAllByRole('row');
    if (!open || !refused) throw new Error('two carts expected');
    expect(
      within(refused).getByRole('cell', { name: 'Memory Foam Pillow x 2 Cart 981235 · Delivered' }),
    ).toBeTruthy();
    expect(within(refused).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    expect(within(open).getByRole('cell', { name: '₹11,999.00' })).toBeTruthy();

    await user.click(within(open).getByRole('checkbox', { name: 'Cart 981234' }));
    expect(screen.getByLabelText('Amount to pay online').textContent).toBe('Amount: ₹11,999.00');
  });
});
