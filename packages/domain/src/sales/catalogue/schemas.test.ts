import { describe, expect, it } from 'vitest';
import {
  ZProductAvailabilityQuery,
  ZProductModelParams,
  ZSkuBreakdownParams,
  ZStockCheckQuery,
  ZStockValidationRequest,
} from './schemas';

const messageOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const PRODUCT = { sku_code: 'mat', model_id: 3, length: 72, breadth: 36, height: 6 };

describe('the stock check body (product-validation-stock-check)', () => {
  it('reads the picker choices, upper-cases the product and defaults the properties', () => {
    expect(ZStockValidationRequest.parse({ product_data: PRODUCT, pincode: '560001' })).toEqual({
      product_data: { ...PRODUCT, sku_code: 'MAT', properties: {} },
      pincode: '560001',
    });
  });

  it.each([
    [{ product_data: { ...PRODUCT, model_id: undefined } }, ['product_data.model_id: Required!']],
    [
      { product_data: { ...PRODUCT, length: 72.5 } },
      ['product_data.length: This size is not offered for the model'],
    ],
    [{ product_data: { ...PRODUCT, sku_code: '' } }, ['product_data.sku_code: Required!']],
    [
      { product_data: { ...PRODUCT, properties: { finish: '' } } },
      ['product_data.properties.finish: Required!'],
    ],
    [{ product_data: PRODUCT, item_quantity: 0 }, ['item_quantity: Minimum quantity is 1']],
    [{ product_data: PRODUCT, item_quantity: 'two' }, ['item_quantity: Quantity must be a number']],
    [{ product_data: PRODUCT, pincode: '060001' }, ['pincode: Invalid Pin Code!']],
    [{}, ['product_data: Invalid input: expected object, received undefined']],
  ])('refuses %j', (body, messages) => {
    expect(messageOf(ZStockValidationRequest.safeParse(body))).toEqual(messages);
  });
});

describe('the other calls', () => {
  it('reads an availability query from text', () => {
    expect(
      ZProductAvailabilityQuery.parse({
        item_sku: 'PIL-MEMF-STD',
        item_quantity: '4',
        cart_pid: '100001',
      }),
    ).toEqual({ item_sku: 'PIL-MEMF-STD', item_quantity: 4, cart_pid: 100001 });
  });

  it('reads a model path', () => {
    expect(ZProductModelParams.parse({ product: 'bed', model: '12' })).toEqual({
      product: 'BED',
      model: 12,
    });
    expect(messageOf(ZProductModelParams.safeParse({ product: 'BED', model: 'ortho' }))).toEqual([
      'model: Model not found',
    ]);
  });

  it('reads the size of a breakdown path, and refuses one that is not a size', () => {
    expect(
      ZSkuBreakdownParams.parse({ sku: 'MAT-ORTHO-72x36x6', dimensions: '72 x 36 x 6 in' }),
    ).toEqual({
      sku: 'MAT-ORTHO-72x36x6',
      dimensions: { length: 72, breadth: 36, height: 6 },
    });
    expect(messageOf(ZSkuBreakdownParams.safeParse({ sku: 'X', dimensions: 'large' }))).toEqual([
      'dimensions: Dimensions must read like 72 x 36 x 6 in',
    ]);
  });

  it('needs a material number to check stock', () => {
    expect(messageOf(ZStockCheckQuery.safeParse({ material_number: ' ' }))).toEqual([
      'material_number: Material number is Required!',
    ]);
    expect(
      ZStockCheckQuery.parse({ material_number: 'MAT-ORTHO-72x36x6', plant_location: 'blr1' }),
    ).toEqual({
      material_number: 'MAT-ORTHO-72x36x6',
      plant_location: 'BLR1',
    });
  });
});
