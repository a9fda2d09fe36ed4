import { z } from 'zod';
import { ProviderError } from '../provider-error';
import { callProvider, type LiveProviderConfig } from '../provider-http';
import type { ErpStock, ErpStockQuery, ErpStockRecord } from './erp-stock';

/** The ERP's quantities come as decimal text ("12.000"), as its OData services write them. */
const ZQuantity = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (Number.isFinite(n) && n >= 0) return Math.floor(n);
  ctx.issues.push({ code: 'custom', message: 'not a quantity', input: v });
  return z.NEVER;
});

/** One row of the ERP's batch stock service (MARD fields: plant, storage location, stocks). */
const ZStockRow = z.object({
  Matnr: z.string(),
  Werks: z.string(),
  Name1: z.string().default(''),
  Lgort: z.string(),
  Lgobe: z.string().default(''),
  ZzModel: z.string().default(''),
  Clabs: ZQuantity,
  Cspem: ZQuantity.default(0),
});
const ZStockAnswer = z.object({ d: z.object({ results: z.array(ZStockRow) }) });

/**
 * The ERP's stock through its OData service: GET {ERP_STOCK_API_URL}/stock/{material} with
 * the plant, storage location and model as query filters and the key as a bearer token,
 * answering `{ d: { results: [...] } }` (Werks, Lgort, Clabs unrestricted, Cspem blocked).
 * 404 is an unknown material (no stock).
 */
export function createLiveErpStock(config: LiveProviderConfig): ErpStock {
  return {
    async stockOf(query: ErpStockQuery): Promise<ErpStockRecord[]> {
      const filters = new URLSearchParams();
      if (query.plant_location) filters.set('plant', query.plant_location);
      if (query.storage_location) filters.set('storage_location', query.storage_location);
      if (query.zz_model) filters.set('model', query.zz_model);
      const search = filters.size > 0 ? `?${filters.toString()}` : '';
      const path = `/stock/${encodeURIComponent(query.material_number)}${search}`;
      const response = await callProvider('erpStock', config, path);
      if (response.status === 404) return [];
      const answer = ZStockAnswer.safeParse(response.body);
      if (response.status !== 200 || !answer.success) {
        throw new ProviderError('erpStock', 'unavailable', { cause: `HTTP ${response.status}` });
      }
      return answer.data.d.results.map((row) => ({
        material_number: row.Matnr,
        plant_location: row.Werks,
        plant_name: row.Name1,
        storage_location: row.Lgort,
        storage_location_name: row.Lgobe,
        zz_model: row.ZzModel,
        unrestricted_quantity: row.Clabs,
        blocked_quantity: row.Cspem,
      }));
    },
  };
}
