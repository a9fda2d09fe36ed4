export { DEMO_CATALOGUE, seedDemoCatalogue } from './demo-catalogue';
export { DEMO_STOCK_FIXED } from './demo-stock';
export { DEMO_STORAGE_LOCATIONS, type DemoStorageCode } from './demo-warehouses';
export {
  seedCatalogueItem,
  setStock,
  type CatalogueItemOverrides,
  type SeededCatalogueItem,
} from './factories';
export type { ModelLine, PartLine, ProductLine, PropertyLine, SizeLine } from './line-types';
