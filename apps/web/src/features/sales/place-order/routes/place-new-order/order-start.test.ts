import type { Availability } from '@backoffice/domain/sales/catalogue';
import type { OrderAddress, OrderCart, OrderDetails } from '@backoffice/domain/orders';
import { describe, expect, it } from 'vitest';
import { aBackendOrder, aPickedItem } from '@/features/sales/place-order/testing/fixtures';
import { startFrom } from './order-start';

const address: OrderAddress = {
  address_id: 1,
  firstname: 'Asha',
  lastname: 'Rao',
  email_address: 'asha@example.in',
  mobile_number: '9845012345',
  alternate_mobile_number: null,
  address: '12 MG Road',
  landmark: 'Metro',
  pincode: '560038',
  city: 'Bengaluru',
  state: 'Karnataka',
  gst_number: null,
  gst_organization: null,
};
const cart = (overrides: Partial<OrderCart>): OrderCart => ({
  ...aBackendOrder().cart,
  ...overrides,
});
const order: OrderDetails = {
  order_random_id: 'OLDORDER',
  affiliate_id: 0,
  channel: 'Acme Beds',
  order_kind: 0,
  payment_type: 'COD',
  payment_method: 'COD',
  coupon_code: null,
  created_at: '2026-01-01T00:00:00.000Z',
  confirmed_at: null,
  version: 1,
  customer: {
    id: 41,
    name: 'Asha Rao',
    mobile_number: '9845012345',
    alternate_mobile_number: null,
    email: null,
  },
  shipping_address: address,
  billing_address: null,
  is_billing_address_same: true,
  totals: { total: 0, discount: 0, net: 0 },
  carts: [
    cart({ cart_pid: 1, item_quantity: 2 }),
    cart({ cart_pid: 2, orm_order_status: 4 }),
    cart({ cart_pid: 3, item_sku: 'GONE-1' }),
  ],
};
const today: Availability = aPickedItem().availability;

describe('a new order from an old one', () => {
  it('takes the customer, the addresses and the carts not cancelled that are still sold', () => {
    const start = startFrom(order, [today, null]);
    expect(start.customer).toMatchObject({
      kind: 'existing',
      match: { customer_id: 41, name: 'Asha Rao' },
    });
    expect(start.addresses).toMatchObject({
      shipping_address: { firstname: 'Asha', pincode: '560038', alias: '' },
      is_billing_address_same: true,
      billing_address: null,
    });
    // The first cart at today's item and price, with its quantity; the unsold one is left out.
    expect(start.lines).toEqual([
      expect.objectContaining({ item_sku: today.item_sku, item_quantity: 2, item_price: 15999 }),
    ]);
    expect(start.sourceOrderRandomId).toBe('OLDORDER');
  });
});
