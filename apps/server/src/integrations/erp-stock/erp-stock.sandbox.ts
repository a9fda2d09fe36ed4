import type { Database } from '@backoffice/db';
import {
  catalogueModels,
  catalogueSkus,
  stockLevels,
  storageLocations,
  warehouses,
} from '@backoffice/db/schema';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { sandboxSwitch, type SandboxSwitch } from '../provider-error';
import type { ErpStock, ErpStockQuery, ErpStockRecord } from './erp-stock';

/**
 * The sandbox ERP: the stock tables of our own database, answered as the ERP would. A sellable
 * storage location's stock is unrestricted, any other location's blocked; a material without
 * stock rows answers none, like an unknown one.
 */
export function createSandboxErpStock(db: Database): ErpStock & SandboxSwitch {
  const outage = sandboxSwitch('erpStock');
  return {
    setDown: outage.setDown,
    async stockOf(query: ErpStockQuery): Promise<ErpStockRecord[]> {
      outage.check();
      const filters: SQL[] = [eq(catalogueSkus.sku, query.material_number)];
      if (query.plant_location) filters.push(eq(warehouses.plant_code, query.plant_location));
      if (query.storage_location) filters.push(eq(storageLocations.code, query.storage_location));
      if (query.zz_model) filters.push(eq(catalogueModels.code, query.zz_model));
      const rows = await db
        .select({
          material_number: catalogueSkus.sku,
          plant_location: warehouses.plant_code,
          plant_name: warehouses.name,
          storage_location: storageLocations.code,
          storage_location_name: storageLocations.name,
          zz_model: catalogueModels.code,
          sellable: storageLocations.is_sellable,
          quantity: stockLevels.quantity,
        })
        .from(stockLevels)
        .innerJoin(catalogueSkus, eq(catalogueSkus.id, stockLevels.sku_id))
        .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSkus.model_id))
        .innerJoin(storageLocations, eq(storageLocations.id, stockLevels.storage_location_id))
        .innerJoin(warehouses, eq(warehouses.id, storageLocations.warehouse_id))
        .where(and(...filters))
        .orderBy(asc(warehouses.plant_code), asc(storageLocations.code));
      return rows.map(({ sellable, quantity, ...row }) => ({
        ...row,
        unrestricted_quantity: sellable ? quantity : 0,
        blocked_quantity: sellable ? 0 : quantity,
      }));
    },
  };
}
