import type {
  AvailabilityResponse,
  ProductCatalogResponse,
  ProductDetailsResponse,
  ProductModelsResponse,
  SkuBreakdownResponse,
  StockCheckResponse,
} from '@backoffice/domain/sales/catalogue';

/**
 * Test helper: the catalogue's answers recorded from the demo server (`npm start`, demo seed)
 * for order NEWORDER's cart 100001, a Sheesham Wood Bed (Queen, Walnut) to pincode 380010,
 * checked as a King in Teak. Model ids are the demo's.
 */

export const CATALOG = {
  result: [
    { sku_code: 'MAT', name: 'Mattress' },
    { sku_code: 'BED', name: 'Bed' },
    { sku_code: 'SOF', name: 'Sofa' },
    { sku_code: 'PIL', name: 'Pillow' },
    { sku_code: 'WRD', name: 'Wardrobe' },
    { sku_code: 'TBL', name: 'Table' },
    { sku_code: 'CHR', name: 'Chair' },
    { sku_code: 'ACC', name: 'Bedding Accessory' },
  ],
} satisfies ProductCatalogResponse;

export const BED_MODELS = {
  result: [
    { id: 7, name: 'Sheesham Wood Bed' },
    { id: 8, name: 'Hydraulic Storage Bed' },
    { id: 9, name: 'Metal Bed' },
    { id: 10, name: 'Upholstered Bed' },
  ],
} satisfies ProductModelsResponse;

export const SHEESHAM_DETAILS = {
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
          { value: 'HON', label: 'Honey' },
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
} satisfies ProductDetailsResponse;

export const QN_WAL_BREAKDOWN = {
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
} satisfies SkuBreakdownResponse;

export const QN_WAL_STOCK = {
  material_number: 'BED-SHEE-QN-WAL',
  item_full_name: 'Sheesham Wood Bed (Queen, Walnut)',
  available: 85,
  result: [
    {
      plant_location: 'BHW1',
      warehouse_name: 'Bhiwandi Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 15,
      blocked: 0,
    },
    {
      plant_location: 'DNK1',
      warehouse_name: 'Dankuni Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 7,
      blocked: 0,
    },
    {
      plant_location: 'GGN1',
      warehouse_name: 'Gurugram Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 21,
      blocked: 0,
    },
    {
      plant_location: 'HSK1',
      warehouse_name: 'Hoskote Warehouse',
      storage_location: 'RT01',
      storage_location_name: 'Customer Returns',
      zz_model: 'SHEE',
      available: 0,
      blocked: 4,
    },
    {
      plant_location: 'SMS1',
      warehouse_name: 'Shamshabad Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 25,
      blocked: 0,
    },
    {
      plant_location: 'SPR1',
      warehouse_name: 'Sriperumbudur Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 17,
      blocked: 0,
    },
  ],
} satisfies StockCheckResponse;

export const KG_TEA_STOCK = {
  material_number: 'BED-SHEE-KG-TEA',
  item_full_name: 'Sheesham Wood Bed (King, Teak)',
  available: 80,
  result: [
    {
      plant_location: 'BHW1',
      warehouse_name: 'Bhiwandi Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 24,
      blocked: 0,
    },
    {
      plant_location: 'DNK1',
      warehouse_name: 'Dankuni Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 22,
      blocked: 0,
    },
    {
      plant_location: 'GGN1',
      warehouse_name: 'Gurugram Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 3,
      blocked: 0,
    },
    {
      plant_location: 'GGN1',
      warehouse_name: 'Gurugram Warehouse',
      storage_location: 'RT01',
      storage_location_name: 'Customer Returns',
      zz_model: 'SHEE',
      available: 0,
      blocked: 2,
    },
    {
      plant_location: 'HSK1',
      warehouse_name: 'Hoskote Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 22,
      blocked: 0,
    },
    {
      plant_location: 'SPR1',
      warehouse_name: 'Sriperumbudur Warehouse',
      storage_location: 'FG01',
      storage_location_name: 'Finished Goods',
      zz_model: 'SHEE',
      available: 9,
      blocked: 0,
    },
    {
      plant_location: 'SPR1',
      warehouse_name: 'Sriperumbudur Warehouse',
      storage_location: 'RT01',
      storage_location_name: 'Customer Returns',
      zz_model: 'SHEE',
      available: 0,
      blocked: 2,
    },
  ],
} satisfies StockCheckResponse;

export const KG_TEA_CHECK = {
  message: 'In stock',
  result: {
    item_sku: 'BED-SHEE-KG-TEA',
    item_full_name: 'Sheesham Wood Bed (King, Teak)',
    item_dimensions: '80 x 77 x 36 in',
    item_price: { price: 38999, mrp: 57999 },
    item_url: '/products/bed/sheesham-wood-bed',
    product_thumbnail: '/products/bed/sheesham-wood-bed/thumbnail.jpg',
    stock: 80,
    stock_state: 'in_stock',
    min_quantity: 1,
    max_quantity: 80,
    item_quantity: 1,
    net_price: 38999,
    diff_amount: 6000,
    extra_or_refund: 'extra',
    payment_mode: ['COD', 'ONLINE'],
    changed_line: {
      cart_pid: 100001,
      item_sku: 'BED-SHEE-QN-WAL',
      item_price: 32999,
      item_quantity: 1,
    },
  },
} satisfies AvailabilityResponse;
