import type {
  Availability,
  AvailabilityResponse,
  ProductDetailsResponse,
} from '@backoffice/domain/sales/catalogue';

/** Test helper: hand-written catalogue answers, shaped as the server sends them. */
export const PRODUCTS = {
  result: [
    { sku_code: 'MAT', name: 'Mattress' },
    { sku_code: 'BED', name: 'Bed' },
  ],
};

export const BED_MODELS = {
  result: [
    { id: 7, name: 'Sheesham Wood Bed' },
    { id: 8, name: 'Metal Bed' },
  ],
};

export const MATTRESS_MODELS = { result: [{ id: 1, name: 'Ortho Mattress' }] };

export const SHEESHAM: ProductDetailsResponse = {
  result: {
    id: 7,
    name: 'Sheesham Wood Bed',
    product: 'BED',
    product_name: 'Bed',
    item_url: '/products/bed/sheesham-wood-bed',
    product_thumbnail: '/products/bed/sheesham-wood-bed/thumbnail.jpg',
    min_quantity: 1,
    dimensions: [
      {
        length: 80,
        child: [
          { breadth: 65, child: [{ height: 36 }] },
          { breadth: 77, child: [{ height: 36 }] },
        ],
      },
    ],
    property_type_list: [
      {
        key: 'finish',
        label: 'Finish',
        required: true,
        choices: [
          { value: 'WAL', label: 'Walnut' },
          { value: 'TEA', label: 'Teak' },
        ],
      },
      {
        key: 'storage',
        label: 'Storage',
        required: false,
        choices: [{ value: 'BOX', label: 'Box Storage' }],
      },
    ],
  },
};

export function anAvailability(over: Partial<Availability> = {}): Availability {
  return {
    item_sku: 'BED-SHEE-KG-TEA',
    item_full_name: 'Sheesham Wood Bed (King, Teak)',
    item_dimensions: '80 x 77 x 36 in',
    item_price: { price: 38_999, mrp: 57_999 },
    item_url: '/products/bed/sheesham-wood-bed',
    product_thumbnail: '/products/bed/sheesham-wood-bed/thumbnail.jpg',
    stock: 42,
    stock_state: 'in_stock',
    min_quantity: 1,
    max_quantity: 42,
    item_quantity: 1,
    net_price: 38_999,
    diff_amount: 0,
    extra_or_refund: 'none',
    payment_mode: ['COD', 'ONLINE'],
    changed_line: null,
    ...over,
  };
}

export const inStock = (over: Partial<Availability> = {}): AvailabilityResponse => ({
  message: 'In stock',
  result: anAvailability(over),
});
