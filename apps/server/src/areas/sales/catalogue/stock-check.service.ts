import type { StockCheckResponse, TStockCheckQuery } from '@backoffice/domain/sales/catalogue';
import type { AppContext } from '../../../core/context';
import { skuNotFound } from './catalogue.errors';
import { findSku } from './catalogue.queries';

/**
 * Stock of an item (its SKU is the material number) per plant and storage location, as the
 * ERP reports it; available counts unrestricted stock only. 404 for an item not in the catalogue.
 */
export async function stockCheck(
  ctx: AppContext,
  query: TStockCheckQuery,
): Promise<StockCheckResponse> {
  const found = await findSku(ctx.db, query.material_number);
  if (!found) throw skuNotFound();
  const records = await ctx.integrations.erpStock.stockOf({
    ...query,
    material_number: found.sku.sku,
  });
  return {
    material_number: found.sku.sku,
    item_full_name: found.sku.full_name,
    available: records.reduce((sum, r) => sum + r.unrestricted_quantity, 0),
    result: records.map((r) => ({
      plant_location: r.plant_location,
      warehouse_name: r.plant_name,
      storage_location: r.storage_location,
      storage_location_name: r.storage_location_name,
      zz_model: r.zz_model,
      available: r.unrestricted_quantity,
      blocked: r.blocked_quantity,
    })),
  };
}
