import type { MidShippingLabel } from '@backoffice/domain/orders';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReply } from '@/lib/testing/mock-api';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { cartRecordActions } from '@/features/orders/order-page-actions';
import { openAction } from '@/lib/testing/open-order-action';

const labelHistory = cartRecordActions.find(
  (action) => action.key === 'shipping-label-transit-history',
);
const cart = aCart({ orm_order_status: 7 });

const mid: MidShippingLabel = {
  mid_shipping_label: 'MSL-1001',
  status: 'In Transit',
  child_shipping_labels: [
    {
      shipping_labels_info: {
        child_shipping_label: 'CSL-2001',
        shipping_label_status: 'Received',
        material_number: 'MAT-ORTHO-72x48x6',
        sto_number: 'STO-77',
        batch_number: 'B-12',
        quantity: 1,
        middle_mile_route: 'BLR-MYS',
        from_warehouse_name: 'Bengaluru',
        destination_warehouse_name: 'Mysuru',
        create_timestamp: '2026-11-20T06:30:00.000Z',
      },
      transit_details: [
        {
          new_shipping_label_status: 'Dispatched',
          source_warehouse_id: 3,
          destination_warehouse_id: 5,
          sto_number: 'STO-77',
          material_number: 'MAT-ORTHO-72x48x6',
          batch_number: '',
          remark: null,
          create_timestamp: '2026-11-20T08:30:00.000Z',
        },
      ],
    },
  ],
};

function openHistory(reply: ApiReply) {
  return openAction(
    labelHistory,
    { 'GET /shipping-label-transit-history/981234/': reply },
    { order: anOrder({ carts: [cart] }), cart },
  );
}

describe('shipping label transit history popup', () => {
  it("shows a child label's transit: warehouses, STO / material / batch, a dash where empty", async () => {
    const { user } = openHistory({
      body: { cart_pid: 981234, non_shipping_label_case: false, results: [mid] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Mid Shipping Label MSL-1001' }),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^CSL-2001/ }));
    const table = await screen.findByRole('table', { name: 'Transit of CSL-2001' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Dispatched',
      '3',
      '5',
      'STO-77 / MAT-ORTHO-72x48x6 / -',
      '-',
      '20 Nov, 2026 2:00 PM',
    ]);
  });

  it('says when the cart travels without shipping labels', async () => {
    openHistory({ body: { cart_pid: 981234, non_shipping_label_case: true, results: [] } });
    expect(await screen.findByText('No Shipping Label History Found...')).toBeDefined();
  });
});
