import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The id of a demo model by product and name. */
async function modelId(product: string, name: string): Promise<number> {
  const models = (await call.get(`/api/product-catalog/${product}/models/`, CET)).json<{
    result: { id: number; name: string }[];
  }>();
  const model = models.result.find((m) => m.name === name);
  if (!model) throw new Error(`no model ${name}`);
  return model.id;
}

describe('GET /api/product-catalog/', () => {
  it('lists the products in the picker’s order', async () => {
    const response = await call.get('/api/product-catalog/', CET);
    expect(response.statusCode).toBe(200);
    const codes = response.json<{ result: { sku_code: string }[] }>().result.map((p) => p.sku_code);
    expect(codes.slice(0, 5)).toEqual(['MAT', 'BED', 'SOF', 'PIL', 'WRD']);
    expect(response.json().result[0]).toEqual({ sku_code: 'MAT', name: 'Mattress' });
  });
});

describe('GET /api/product-catalog/:product/models/', () => {
  it('lists a product’s models, the code in any case', async () => {
    const response = await call.get('/api/product-catalog/bed/models/', CET);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.map((m: { name: string }) => m.name)).toEqual([
      'Sheesham Wood Bed',
      'Hydraulic Storage Bed',
      'Metal Bed',
      'Upholstered Bed',
    ]);
  });

  it.each([
    ['/api/product-catalog/XYZ/models/', 404, 'Product not found'],
    ['/api/product-catalog/ABCDEFGHIJKLMNOPQRS/models/', 400, 'Product not found'],
  ])('%s answers %i "%s"', async (url, status, message) => {
    const response = await call.get(url, CET);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: message });
  });
});

describe('GET /api/product-catalog/:product/:model/', () => {
  it('gives a model’s sizes as a tree and its properties with their choices', async () => {
    const id = await modelId('BED', 'Sheesham Wood Bed');
    const response = await call.get(`/api/product-catalog/BED/${id}/`, CET);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      id,
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
    });
  });

  it('offers flat goods without heights', async () => {
    const id = await modelId('ACC', 'Waterproof Mattress Protector');
    const { result } = (await call.get(`/api/product-catalog/ACC/${id}/`, CET)).json();
    expect(result.dimensions[0]).toEqual({
      length: 72,
      child: [
        { breadth: 36, child: [] },
        { breadth: 48, child: [] },
      ],
    });
  });

  it('refuses a model of another product (404), an unknown one (404) and a bad id (400)', async () => {
    const sofa = await modelId('SOF', 'Fabric Sofa');
    expect((await call.get(`/api/product-catalog/BED/${sofa}/`, CET)).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Model not found',
    });
    expect((await call.get('/api/product-catalog/BED/99999/', CET)).statusCode).toBe(404);
    expect((await call.get('/api/product-catalog/XYZ/1/', CET)).json()).toMatchObject({
      error: 'Product not found',
    });
    const bad = await call.get('/api/product-catalog/BED/ortho/', CET);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { model: 'Model not found' } });
  });
});

describe('GET /api/product/item-sku-breakdown/:sku/:dimensions', () => {
  const breakdown = (sku: string, dimensions: string) =>
    call.get(`/api/product/item-sku-breakdown/${sku}/${encodeURIComponent(dimensions)}`, CET);

  it('gives the picker’s defaults for a cart’s item', async () => {
    const response = await breakdown('BED-SHEE-QN-WAL', '80 x 65 x 36 in');
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({
      item_sku: 'BED-SHEE-QN-WAL',
      item_full_name: 'Sheesham Wood Bed (Queen, Walnut)',
      product: 'BED',
      product_name: 'Bed',
      model_id: await modelId('BED', 'Sheesham Wood Bed'),
      model_name: 'Sheesham Wood Bed',
      length: 80,
      breadth: 65,
      height: 36,
      properties: { finish: 'WAL' },
      is_standard_size: true,
    });
  });

  it('takes another size the model offers, and falls back to the item’s own for a customised one', async () => {
    expect((await breakdown('MAT-ORTHO-72x36x6', '78x60x8')).json().result).toMatchObject({
      length: 78,
      breadth: 60,
      height: 8,
      properties: {},
      is_standard_size: true,
    });
    expect((await breakdown('MAT-ORTHO-72x36x6', '70 x 35 x 6 in')).json().result).toMatchObject({
      length: 72,
      breadth: 36,
      height: 6,
      is_standard_size: false,
    });
  });

  it('answers 404 for an unknown SKU and 400 for a size that is not one', async () => {
    expect((await breakdown('MAT-NOPE', '72 x 36 x 6 in')).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Item SKU not found',
    });
    const bad = await breakdown('MAT-ORTHO-72x36x6', 'queen');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { dimensions: 'Dimensions must read like 72 x 36 x 6 in' },
    });
  });
});

describe('GET /api/product-parts/:sku/', () => {
  it('lists an item’s parts with their ranges; a mattress has none', async () => {
    const bed = await call.get('/api/product-parts/BED-STOR-QN-WEN/', CET);
    expect(bed.json()).toEqual({
      item_sku: 'BED-STOR-QN-WEN',
      result: [
        { part_code: 'LEG', name: 'Bed Leg', min_value: 1, max_value: 6 },
        { part_code: 'SLAT', name: 'Slat', min_value: 1, max_value: 14 },
        { part_code: 'BOLT', name: 'Bolt Kit', min_value: 1, max_value: 2 },
        { part_code: 'PIST', name: 'Hydraulic Piston', min_value: 1, max_value: 2 },
      ],
    });
    expect((await call.get('/api/product-parts/MAT-ORTHO-72x36x6/', CET)).json().result).toEqual(
      [],
    );
    expect((await call.get('/api/product-parts/NOPE/', CET)).statusCode).toBe(404);
  });
});

describe('who may use the catalogue', () => {
  it.each([
    '/api/product-catalog/',
    '/api/product-catalog/MAT/models/',
    '/api/product-catalog/MAT/1/',
    '/api/product/item-sku-breakdown/MAT-ORTHO-72x36x6/72x36x6',
    '/api/product-parts/MAT-ORTHO-72x36x6/',
  ])('refuses Npl on %s', async (url) => {
    const response = await call.get(url, NPL);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ url: '/api/product-catalog/' })).statusCode).toBe(401);
  });
});
