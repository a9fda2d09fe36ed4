import type { StoreInventoryAnswer, TStoreInventoryQuery } from '@backoffice/domain/retail/pos';
import type { AppContext } from '../../../../core/context';
import { materialsMatching } from './inventory.queries';

/**
 * /retail-store-inventory (002 section 5 "Stock check"): the sellable stock of the material (its
 * SKU, or the SKUs starting with the text) per plant and storage location, as the ERP reports it
 * (the sandbox ERP reads the warehouse stock tables). The ERP keeps no batches for these
 * materials: batch_number is empty. An ERP that does not answer is 503.
 */
export async function storeInventory(
  ctx: AppContext,
  query: TStoreInventoryQuery,
): Promise<StoreInventoryAnswer> {
  const materials = await materialsMatching(ctx.db, query.search_string);
  const stock = await Promise.all(
    materials.map(async (material) => ({
      material,
      records: await ctx.integrations.erpStock.stockOf({ material_number: material.sku }),
    })),
  );
  return {
    result: stock.flatMap(({ material, records }) =>
      records
        .filter((r) => r.unrestricted_quantity > 0)
        .map((r) => ({
          material_number: r.material_number,
          item_sku: material.sku,
          description: material.full_name,
          plant_location: `${r.plant_location} (${r.plant_name})`,
          storage_location: `${r.storage_location} (${r.storage_location_name})`,
          batch_number: '',
          quantity: r.unrestricted_quantity,
        })),
    ),
  };
}
