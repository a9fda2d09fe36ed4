/**
 * What the stock of a material is asked by (001 section 7 "Stock": material_number,
 * plant_location, zz_model, storage_location). The material number is the item's SKU; the
 * others narrow the answer.
 */
export interface ErpStockQuery {
  material_number: string;
  plant_location?: string | undefined;
  storage_location?: string | undefined;
  zz_model?: string | undefined;
}

/** Stock of a material in one storage location of one plant, as the ERP keeps it. */
export interface ErpStockRecord {
  material_number: string;
  plant_location: string;
  plant_name: string;
  storage_location: string;
  storage_location_name: string;
  /** The ERP's model of the material. */
  zz_model: string;
  /** Unrestricted-use stock: what can be sold. */
  unrestricted_quantity: number;
  /** Blocked stock (returns, quality hold): counted, not sold. */
  blocked_quantity: number;
}

/**
 * The ERP's stock service (ARCHITECTURE section 4, "Integrations": ERP stock). An unknown
 * material answers no records; a service that cannot answer throws ProviderError.
 */
export interface ErpStock {
  stockOf(query: ErpStockQuery): Promise<ErpStockRecord[]>;
}
