import { STATUS } from '@backoffice/domain/orders';
import type { Availability } from '@backoffice/domain/sales/catalogue';
import type { BackendOrderResponse } from '@backoffice/domain/sales/place-order';
import type { PickedItem } from '@/features/sales/components/product-picker';

/** The cart-edit screen's cart: an Ortho mattress of an online order. */
export function aBackendOrder(overrides: Partial<BackendOrderResponse> = {}): BackendOrderResponse {
  return {
    order_random_id: 'K7Q2M9XA',
    affiliate_id: 0,
    channel: 'Acme Beds',
    payment_type: 'ONLINE',
    coupon_code: null,
    customer_name: 'Asha Rao',
    shipping_pincode: '560025',
    editable: true,
    refusal: null,
    payment_vias: ['Juspay'],
    modifications: [],
    cart: {
      cart_pid: 981234,
      item_sku: 'MAT-ORTHO-72x36x6',
      item_name: 'Ortho Mattress (72 x 36 x 6 in)',
      item_dimensions: '72 x 36 x 6 in',
      item_quantity: 1,
      item_price: 11999,
      item_mrp: 17999,
      discount: 0,
      delivery_charges: 0,
      docket_quantity: 1,
      is_locked: false,
      shipment_not_possible: false,
      shipment_stop_reason: null,
      orm_order_status: STATUS.CONFIRMED,
      status_label: 'Confirmed',
      promised_date: null,
      delivered_at: null,
      is_urgent: false,
      docket_number: null,
      assigned_to: null,
      version: 3,
      allowed_targets: [],
    },
    ...overrides,
  };
}

const wider: Availability = {
  item_sku: 'MAT-ORTHO-72x48x6',
  item_full_name: 'Ortho Mattress (72 x 48 x 6 in)',
  item_dimensions: '72 x 48 x 6 in',
  item_price: { price: 15999, mrp: 23999 },
  item_url: '',
  product_thumbnail: '',
  stock: 40,
  stock_state: 'in_stock',
  min_quantity: 1,
  max_quantity: 40,
  item_quantity: 1,
  net_price: 15999,
  diff_amount: 4000,
  extra_or_refund: 'extra',
  payment_mode: ['COD', 'ONLINE'],
  changed_line: {
    cart_pid: 981234,
    item_sku: 'MAT-ORTHO-72x36x6',
    item_price: 11999,
    item_quantity: 1,
  },
};

/** The picker's answer for the wider mattress: ₹4,000 more. */
export function aPickedItem(overrides: Partial<PickedItem> = {}): PickedItem {
  return {
    product_data: {
      sku_code: 'MAT',
      model_id: 1,
      length: 72,
      breadth: 48,
      height: 6,
      properties: {},
    },
    availability: wider,
    item_sku: wider.item_sku,
    item_quantity: 1,
    net_price: 15999,
    diff_amount: 4000,
    extra_or_refund: 'extra',
    ...overrides,
  };
}
