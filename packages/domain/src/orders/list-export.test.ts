import { describe, expect, it } from 'vitest';
import { ORDER_LIST_EXPORT_COLUMNS, orderListExportFileName } from './list-export';
import type { OrderListRow } from './contract';
import { STATUS } from './statuses';

const row: OrderListRow = {
  cart_pid: 981234,
  order_random_id: 'K7Q2M9XA',
  affiliate_id: 0,
  channel: 'Store',
  customer_name: 'Asha Rao',
  mobile_number: '9845012345',
  pincode: '560034',
  item_sku: 'MAT-ORTHO-72x36x6',
  item_name: 'Ortho Mattress',
  item_quantity: 1,
  item_price: 18999.5,
  payment_type: 'COD',
  orm_order_status: STATUS.NEW_ORDER,
  status_label: 'New Order',
  shipment_not_possible: false,
  is_urgent: true,
  created_at: '2026-11-20T18:40:00.000Z',
  assigned_to: null,
  version: 1,
};

describe('the work list export', () => {
  it('reads a row as a person does: paise for rupees, India time, Yes/No', () => {
    const cells = Object.fromEntries(ORDER_LIST_EXPORT_COLUMNS.map((c) => [c.header, c.cell(row)]));
    expect(cells).toMatchObject({
      'Price (₹)': 1_899_950,
      'Created (IST)': '2026-11-21 00:10:00',
      Urgent: 'Yes',
      'Assigned to': '',
    });
  });

  it('names the file after the list and the India day', () => {
    const at = new Date('2026-11-24T20:00:00.000Z');
    const list = { team: 'oc', platform: 'store', slug: 'new' };
    expect(orderListExportFileName(list, 'csv', at)).toBe('oc-store-new-2026-11-25.csv');
    expect(orderListExportFileName({ ...list, cetUid: 7 }, 'xlsx', at)).toBe(
      'oc-agent7-store-new-2026-11-25.xlsx',
    );
  });
});
