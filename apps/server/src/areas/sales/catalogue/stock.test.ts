import { DEMO_PRODUCTS, seedCatalogueItem, seedOrder } from '@backoffice/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxSwitch } from '../../../integrations/provider-error';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const CET = 4;
const NPL = 19;
const CHECK = '/api/product-validation-stock-check/';

/** A new one-size product with stock; product_data names its only item. */
async function stockedItem(stock: Partial<Record<string, number>>, minQuantity = 1) {
  const item = await seedCatalogueItem(t.db, { stock, model: { min_quantity: minQuantity } });
  const product_data = {
    sku_code: item.product,
    model_id: item.model_id,
    length: 72,
    breadth: 36,
    height: 6,
  };
  return { ...item, product_data };
}

/** A demo cart holding one of a demo product. */
async function cartOf(sku: string, quantity = 1) {
  const product = DEMO_PRODUCTS.find((p) => p.sku === sku);
  const cart = (await seedOrder(t.db, { carts: [{ status: 2, product, quantity }] })).carts[0];
  if (!cart) throw new Error('no cart');
  return cart;
}

async function sheeshamBed() {
  const models = (await call.get('/api/product-catalog/BED/models/', CET)).json();
  const model = models.result.find((m: { name: string }) => m.name === 'Sheesham Wood Bed');
  return { sku_code: 'BED', model_id: model.id as number, length: 80, breadth: 65, height: 36 };
}

describe('POST /api/product-validation-stock-check/', () => {
  it('answers the chosen item’s price, sellable stock and payment modes', async () => {
    const item = await stockedItem({ BHW1: 7, HSK1: 5 });
    const response = await call.post(CHECK, CET, {
      product_data: item.product_data,
      pincode: '560001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'In stock',
      result: {
        item_sku: item.sku,
        item_full_name: 'Test Model',
        item_dimensions: '72 x 36 x 6 in',
        item_price: { price: 10_000, mrp: 15_000 },
        item_url: expect.stringContaining('/products/'),
        product_thumbnail: expect.stringContaining('thumbnail'),
        stock: 12,
        stock_state: 'in_stock',
        min_quantity: 1,
        max_quantity: 12,
        item_quantity: 1,
        net_price: 10_000,
        diff_amount: 0,
        extra_or_refund: 'none',
        payment_mode: ['COD', 'ONLINE'],
        changed_line: null,
      },
    });
  });

  it('finds the item of a bed’s finish and optional storage, priced with them', async () => {
    const bed = await sheeshamBed();
    const plain = await call.post(CHECK, CET, {
      product_data: { ...bed, properties: { finish: 'TEA' } },
    });
    expect(plain.json().result).toMatchObject({
      item_sku: 'BED-SHEE-QN-TEA',
      item_price: { price: 34_999 },
    });
    const boxed = await call.post(CHECK, CET, {
      product_data: { ...bed, properties: { finish: 'TEA', storage: 'BOX' } },
      item_quantity: 1,
    });
    expect(boxed.json().result).toMatchObject({
      item_sku: 'BED-SHEE-QN-TEA-BOX',
      item_full_name: 'Sheesham Wood Bed (Queen, Teak, Box Storage)',
      item_price: { price: 38_999, mrp: 55_999 },
    });
  });

  it('works out the difference against the cart being changed', async () => {
    const cart = await cartOf('MAT-ORTHO-72x36x6');
    const models = (await call.get('/api/product-catalog/MAT/models/', CET)).json();
    const ortho = models.result.find((m: { name: string }) => m.name === 'Ortho Mattress');
    const bigger = { sku_code: 'MAT', model_id: ortho.id, length: 72, breadth: 72, height: 6 };
    const extra = await call.post(CHECK, CET, { product_data: bigger, cart_pid: cart.id });
    expect(extra.json().result).toMatchObject({
      item_sku: 'MAT-ORTHO-72x72x6',
      item_quantity: 1,
      net_price: 18_999,
      diff_amount: 7_000,
      extra_or_refund: 'extra',
      changed_line: {
        cart_pid: cart.id,
        item_sku: 'MAT-ORTHO-72x36x6',
        item_price: 11_999,
        item_quantity: 1,
      },
    });

    const pillows = await cartOf('PIL-MEMF-STD', 3);
    const fewer = await call.get(
      `/api/product-availability/?item_sku=PIL-MEMF-STD&item_quantity=1&cart_pid=${pillows.id}`,
      CET,
    );
    expect(fewer.json().result).toMatchObject({ diff_amount: 2_598, extra_or_refund: 'refund' });
  });

  it('refuses missing or unoffered choices on their fields', async () => {
    const bed = await sheeshamBed();
    const cases = [
      [{ ...bed, properties: {} }, 'product_data.properties.finish', 'Required!'],
      [
        { ...bed, breadth: 60, properties: { finish: 'WAL' } },
        'product_data.breadth',
        'This size is not offered for the model',
      ],
      [
        { ...bed, properties: { finish: 'OAK' } },
        'product_data.properties.finish',
        'This choice is not offered for the model',
      ],
      [{ ...bed, height: undefined }, 'product_data.height', 'Required!'],
      [{ ...bed, length: 'long' }, 'product_data.length', 'Required!'],
    ] as const;
    for (const [product_data, field, message] of cases) {
      const response = await call.post(CHECK, CET, { product_data });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({
        error: message,
        fields: { [field]: message },
      });
    }
  });

  it('answers 404 for an unknown product or model, or a model of another product', async () => {
    const bed = await sheeshamBed();
    const other = await stockedItem({});
    const cases = [
      [{ ...bed, sku_code: 'XYZ' }, 'Product not found'],
      [{ ...bed, model_id: 99_999 }, 'Model not found'],
      [{ ...other.product_data, model_id: bed.model_id }, 'Model not found'],
    ] as const;
    for (const [product_data, message] of cases) {
      const response = await call.post(CHECK, CET, { product_data });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: message });
    }
    const cart = await call.post(CHECK, CET, {
      product_data: other.product_data,
      cart_pid: 99_999_999,
    });
    expect(cart.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Cart not found' });
  });

  it('caps what one line may order at 10000, whatever the stock', async () => {
    const item = await stockedItem({ BHW1: 9_000, HSK1: 4_500 });
    const most = await call.post(CHECK, CET, {
      product_data: item.product_data,
      item_quantity: 10_000,
    });
    expect(most.json().result).toMatchObject({
      stock: 13_500,
      max_quantity: 10_000,
      item_quantity: 10_000,
    });
    const over = await call.post(CHECK, CET, {
      product_data: item.product_data,
      item_quantity: 10_001,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'Maximum available quantity is 10000',
      fields: { item_quantity: 'Maximum available quantity is 10000' },
    });
  });

  it('holds quantities to the stock and the model’s minimum', async () => {
    const item = await stockedItem({ GGN1: 6 }, 4);
    const cases = [
      [3, 'Minimum quantity is 4'],
      [7, 'Maximum available quantity is 6'],
      [0, 'Minimum quantity is 1'],
      [2.5, 'Quantity must be a number'],
    ] as const;
    for (const [item_quantity, message] of cases) {
      const response = await call.post(CHECK, CET, {
        product_data: item.product_data,
        item_quantity,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { item_quantity: message } });
    }
    const fine = await call.post(CHECK, CET, { product_data: item.product_data });
    expect(fine.json().result).toMatchObject({
      item_quantity: 4,
      min_quantity: 4,
      max_quantity: 6,
    });
  });

  it('answers no item where the pincode is not served, online only out of the delivery area', async () => {
    const item = await stockedItem({ BHW1: 2 });
    const island = await call.post(CHECK, CET, {
      product_data: item.product_data,
      pincode: '744101',
    });
    expect(island.statusCode).toBe(200);
    expect(island.json()).toEqual({ result: null, message: 'Pincode is not serviceable' });
    const remote = await call.post(CHECK, CET, {
      product_data: item.product_data,
      pincode: '781001',
    });
    expect(remote.json().result.payment_mode).toEqual(['ONLINE']);
    const unknown = await call.post(CHECK, CET, {
      product_data: item.product_data,
      pincode: '999999',
    });
    expect(unknown.json()).toMatchObject({ fields: { pincode: 'Invalid Pin Code!' } });
  });
});

describe('GET /api/product-availability/', () => {
  it('answers a known SKU; an item sold out everywhere is out of stock', async () => {
    const pillows = await call.get('/api/product-availability/?item_sku=PIL-MEMF-STD', CET);
    expect(pillows.json()).toMatchObject({
      message: 'In stock',
      result: { item_sku: 'PIL-MEMF-STD', stock: 13_500, max_quantity: 10_000 },
    });
    const soldOut = await call.get('/api/product-availability/?item_sku=SOF-LSHP-6S-BRN', CET);
    expect(soldOut.json()).toMatchObject({
      message: 'Out of stock',
      result: { stock: 0, max_quantity: 0, stock_state: 'out_of_stock' },
    });
  });

  it.each([
    ['?item_sku=NOPE', 404, 'Item SKU not found'],
    ['?item_sku=PIL-MEMF-STD&item_quantity=abc', 400, 'Quantity must be a number'],
    ['?item_sku=PIL-MEMF-STD&item_quantity=10001', 400, 'Maximum available quantity is 10000'],
    ['', 400, 'Required!'],
  ])('%s answers %i "%s"', async (query, status, message) => {
    const response = await call.get(`/api/product-availability/${query}`, CET);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe('GET /api/stock-check/', () => {
  it('answers the stock of each plant and storage location', async () => {
    const item = await stockedItem({ BHW1: 7, DNK1: 2 });
    const response = await call.get(`/api/stock-check/?material_number=${item.sku}`, CET);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      material_number: item.sku,
      item_full_name: 'Test Model',
      available: 9,
      result: [
        {
          plant_location: 'BHW1',
          warehouse_name: 'Bhiwandi Warehouse',
          storage_location: 'FG01',
          storage_location_name: 'Finished Goods',
          zz_model: 'MODEL',
          available: 7,
          blocked: 0,
        },
        expect.objectContaining({ plant_location: 'DNK1', available: 2 }),
      ],
    });
    const one = await call.get(
      `/api/stock-check/?material_number=${item.sku}&plant_location=dnk1`,
      CET,
    );
    expect(one.json()).toMatchObject({ available: 2, result: [{ plant_location: 'DNK1' }] });
  });

  it.each([
    ['?material_number=NOPE', 404, 'Item SKU not found'],
    ['?material_number=', 400, 'Material number is Required!'],
    ['', 400, 'Material number is Required!'],
  ])('%s answers %i "%s"', async (query, status, message) => {
    const response = await call.get(`/api/stock-check/${query}`, CET);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: message });
  });

  it('answers 503 while the ERP is down, and nothing is guessed', async () => {
    const erp = t.ctx.integrations.erpStock as typeof t.ctx.integrations.erpStock & SandboxSwitch;
    erp.setDown(true);
    try {
      const response = await call.get('/api/stock-check/?material_number=PIL-MEMF-STD', CET);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: 'ERP stock is unavailable. Try again later.',
      });
      const check = await call.get('/api/product-availability/?item_sku=PIL-MEMF-STD', CET);
      expect(check.statusCode).toBe(503);
    } finally {
      erp.setDown(false);
    }
  });
});

describe('who may check stock', () => {
  it('refuses Npl', async () => {
    expect((await call.post(CHECK, NPL, { product_data: await sheeshamBed() })).statusCode).toBe(
      403,
    );
    expect(
      (await call.get('/api/product-availability/?item_sku=PIL-MEMF-STD', NPL)).statusCode,
    ).toBe(403);
    expect((await call.get('/api/stock-check/?material_number=PIL-MEMF-STD', NPL)).statusCode).toBe(
      403,
    );
  });

  it('lets a quick-commerce agent check', async () => {
    const response = await call.get('/api/product-availability/?item_sku=PIL-MEMF-STD', 24);
    expect(response.statusCode).toBe(200);
  });
});
