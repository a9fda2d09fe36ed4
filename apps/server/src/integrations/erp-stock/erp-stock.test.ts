import { createTestDatabase, seedCatalogueItem, setStock } from '@backoffice/db/seed';
import type { DatabaseHandle } from '@backoffice/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../test-provider-server';
import { createLiveErpStock } from './erp-stock.live';
import { createSandboxErpStock } from './erp-stock.sandbox';

describe('the sandbox ERP (our stock tables)', () => {
  let handle: DatabaseHandle;
  let sku: string;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const item = await seedCatalogueItem(handle.db, { stock: { BHW1: 12, HSK1: 3 } });
    await setStock(handle.db, item.sku_id, { BHW1: 2 }, 'RT01');
    sku = item.sku;
  });
  afterAll(() => handle.close());

  it('answers each plant and storage location, returns as blocked stock', async () => {
    const erp = createSandboxErpStock(handle.db);
    const records = await erp.stockOf({ material_number: sku });
    expect(records).toEqual([
      {
        material_number: sku,
        plant_location: 'BHW1',
        plant_name: 'Bhiwandi Warehouse',
        storage_location: 'FG01',
        storage_location_name: 'Finished Goods',
        zz_model: 'MODEL',
        unrestricted_quantity: 12,
        blocked_quantity: 0,
      },
      expect.objectContaining({
        plant_location: 'BHW1',
        storage_location: 'RT01',
        unrestricted_quantity: 0,
        blocked_quantity: 2,
      }),
      expect.objectContaining({ plant_location: 'HSK1', unrestricted_quantity: 3 }),
    ]);
  });

  it('narrows by plant, storage location and model, and knows no stock of an unknown item', async () => {
    const erp = createSandboxErpStock(handle.db);
    const plant = await erp.stockOf({ material_number: sku, plant_location: 'HSK1' });
    expect(plant.map((r) => r.plant_location)).toEqual(['HSK1']);
    const returns = await erp.stockOf({ material_number: sku, storage_location: 'RT01' });
    expect(returns.map((r) => r.storage_location)).toEqual(['RT01']);
    expect(await erp.stockOf({ material_number: sku, zz_model: 'OTHER' })).toEqual([]);
    expect(await erp.stockOf({ material_number: 'NO-SUCH-SKU' })).toEqual([]);
  });

  it('fails as an outage while down', async () => {
    const erp = createSandboxErpStock(handle.db);
    erp.setDown(true);
    await expect(erp.stockOf({ material_number: sku })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: 'ERP stock is unavailable. Try again later.',
    });
  });
});

describe('the live ERP driver', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider(({ path }) => {
      if (path.startsWith('/v1/stock/MAT-ORTHO-72x36x6')) {
        return {
          status: 200,
          body: {
            d: {
              results: [
                {
                  Matnr: 'MAT-ORTHO-72x36x6',
                  Werks: 'HSK1',
                  Name1: 'Hoskote Warehouse',
                  Lgort: 'FG01',
                  Lgobe: 'Finished Goods',
                  ZzModel: 'ORTHO',
                  Clabs: '14.000',
                  Cspem: '1.000',
                },
              ],
            },
          },
        };
      }
      if (path.startsWith('/v1/stock/BROKEN')) return { status: 200, body: { d: {} } };
      if (path.startsWith('/v1/stock/DOWN')) return { status: 503, body: {} };
      return { status: 404, body: { error: { message: 'Material not found' } } };
    });
  });
  afterAll(() => fake.close());
  const live = () => createLiveErpStock({ provider: 'live', url: fake.url, apiKey: 'erp-key' });

  it('reads the OData rows with the key as a bearer token and the filters in the query', async () => {
    const records = await live().stockOf({
      material_number: 'MAT-ORTHO-72x36x6',
      plant_location: 'HSK1',
      storage_location: 'FG01',
    });
    expect(records).toEqual([
      {
        material_number: 'MAT-ORTHO-72x36x6',
        plant_location: 'HSK1',
        plant_name: 'Hoskote Warehouse',
        storage_location: 'FG01',
        storage_location_name: 'Finished Goods',
        zz_model: 'ORTHO',
        unrestricted_quantity: 14,
        blocked_quantity: 1,
      },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/stock/MAT-ORTHO-72x36x6?plant=HSK1&storage_location=FG01',
      headers: { authorization: 'Bearer erp-key' },
    });
  });

  it('answers an unknown material (404) with no stock', async () => {
    expect(await live().stockOf({ material_number: 'NOPE' })).toEqual([]);
  });

  it.each(['BROKEN', 'DOWN'])(
    'turns a provider fault (%s) into "unavailable"',
    async (material) => {
      await expect(live().stockOf({ material_number: material })).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        status: 503,
      });
    },
  );

  it('is "not configured" without its URL and key', async () => {
    await expect(
      createLiveErpStock({ provider: 'live' }).stockOf({ material_number: 'X' }),
    ).rejects.toMatchObject({ code: 'NOT_CONFIGURED', message: 'ERP stock is not configured' });
  });
});
