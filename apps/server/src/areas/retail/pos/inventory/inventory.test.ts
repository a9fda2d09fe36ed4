import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';

// Demo accounts: 15 Retail Agent, 4 CET agent. PIL-MEMF-STD holds 9000 at BHW1 and 4500 at HSK1.
const AGENT = 15;
const CET = 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = async (loginId: number, search: string) =>
  t.app.inject({
    url: `/api/retail/store-inventory/?search_string=${encodeURIComponent(search)}`,
    headers: bearer(await t.tokenFor(loginId)),
  });

describe('GET /api/retail/store-inventory/', () => {
  it('answers the sellable stock of the material per plant and storage location', async () => {
    const res = await check(AGENT, 'pil-memf-std');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      {
        material_number: 'PIL-MEMF-STD',
        item_sku: 'PIL-MEMF-STD',
        description: expect.any(String),
        plant_location: 'BHW1 (Bhiwandi Warehouse)',
        storage_location: 'FG01 (Finished Goods)',
        batch_number: '',
        quantity: 9_000,
      },
      expect.objectContaining({ plant_location: expect.stringMatching(/^HSK1/), quantity: 4_500 }),
    ]);
  });

  it("says 'Material number is Required!' for an empty search, nothing for an unknown one", async () => {
    const empty = await check(AGENT, '  ');
    expect(empty.json()).toMatchObject({
      error: 'Material number is Required!',
      fields: { search_string: 'Material number is Required!' },
    });
    expect((await check(AGENT, 'NO-SUCH-MATERIAL')).json()).toEqual({ result: [] });
  });

  it('is for retail staff only', async () => {
    expect((await check(CET, 'PIL-MEMF-STD')).statusCode).toBe(403);
  });
});
