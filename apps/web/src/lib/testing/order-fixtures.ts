import {
  STATUS,
  type BillingDetails,
  type OrderCart,
  type OrderDetails,
  type OrderListRow,
} from '@backoffice/domain/orders';

/** Test fixture: a cart of the order page, New Order by default. */
export function aCart(overrides: Partial<OrderCart> = {}): OrderCart {
  return {
    cart_pid: 981234,
    item_sku: 'MAT-ORTHO-72x36x6',
    item_name: 'Ortho Mattress',
    item_dimensions: '72 x 36 x 6 in',
    item_quantity: 1,
    item_price: 18999,
    item_mrp: 24999,
    discount: 6000,
    delivery_charges: 0,
    docket_quantity: 0,
    is_locked: false,
    shipment_not_possible: false,
    shipment_stop_reason: null,
    orm_order_status: STATUS.NEW_ORDER,
    status_label: 'New Order',
    promised_date: '2026-11-28T00:00:00.000Z',
    delivered_at: null,
    is_urgent: false,
    docket_number: null,
    assigned_to: { login_id: 2, name: 'Priya Nair' },
    version: 3,
    allowed_targets: [1, 2, 3, 14, 18, 19],
    ...overrides,
  };
}

/** Test fixture: an order of the own channel with one cart. */
export function anOrder(overrides: Partial<OrderDetails> = {}): OrderDetails {
  const address = {
    address_id: 1,
    firstname: 'Asha',
    lastname: 'Rao',
    email_address: 'asha@example.com',
    mobile_number: '9845012345',
    alternate_mobile_number: null,
    address: '12 MG Road',
    landmark: null,
    pincode: '560034',
    city: 'Bengaluru',
    state: 'Karnataka',
    gst_number: null,
    gst_organization: null,
  };
  return {
    order_random_id: 'K7Q2M9XA',
    affiliate_id: 0,
    channel: 'Acme Beds',
    order_kind: 0,
    payment_type: 'COD',
    payment_method: 'COD',
    coupon_code: null,
    created_at: '2026-11-20T09:12:00.000Z',
    confirmed_at: null,
    version: 1,
    customer: {
      id: 1,
      name: 'Asha Rao',
      mobile_number: '9845012345',
      alternate_mobile_number: null,
      email: 'asha@example.com',
    },
    shipping_address: address,
    billing_address: null,
    is_billing_address_same: true,
    totals: { total: 24999, discount: 6000, net: 18999 },
    carts: [aCart()],
    ...overrides,
  };
}

/** Test fixture: the bill of anOrder(), nothing paid and no link open (amounts in rupees). */
export function aBill(overrides: Partial<BillingDetails> = {}): BillingDetails {
  return {
    order_random_id: 'K7Q2M9XA',
    cart_pid: null,
    payment_type: 'COD',
    items: [
      {
        cart_pid: 981234,
        item_sku: 'MAT-ORTHO-72x36x6',
        item_name: 'Ortho Mattress',
        item_quantity: 1,
        item_price: 18999,
        item_mrp: 24999,
        discount: 6000,
        delivery_charges: 0,
        orm_order_status: STATUS.NEW_ORDER,
        status_label: 'New Order',
      },
    ],
    items_total: 18999,
    discount: 6000,
    delivery_charges: 0,
    oda_charges: 0,
    payable: 12999,
    paid_by_mode: [],
    paid: 0,
    pending_links: [],
    pending_links_total: 0,
    due: 12999,
    refunded: 0,
    payment_state: 'unpaid',
    ...overrides,
  };
}

/** Test fixture: a row of a team work list. */
export function aListRow(overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    cart_pid: 981234,
    order_random_id: 'K7Q2M9XA',
    affiliate_id: 0,
    channel: 'Acme Beds',
    customer_name: 'Asha Rao',
    mobile_number: '9845012345',
    pincode: '560034',
    item_sku: 'MAT-ORTHO-72x36x6',
    item_name: 'Ortho Mattress',
    item_quantity: 1,
    item_price: 18999,
    payment_type: 'COD',
    orm_order_status: STATUS.NEW_ORDER,
    status_label: 'New Order',
    shipment_not_possible: false,
    is_urgent: false,
    created_at: '2026-11-20T09:12:00.000Z',
    assigned_to: { login_id: 2, name: 'Priya Nair' },
    version: 1,
    ...overrides,
  };
}
