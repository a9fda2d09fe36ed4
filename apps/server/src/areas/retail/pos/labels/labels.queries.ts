import type { Database } from '@backoffice/db';
import { catalogueModels, catalogueProducts, catalogueSkus } from '@backoffice/db/schema';
import { formatDimensions } from '@backoffice/domain/sales/catalogue';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';

/** An active catalogue item as a label shows it. */
export interface LabelItem {
  item_sku: string;
  product_name: string;
  model_name: string;
  item_dimensions: string;
  mrp_paise: number;
}

const labelColumns = {
  sku: catalogueSkus.sku,
  full_name: catalogueSkus.full_name,
  model_name: catalogueModels.name,
  length: catalogueSkus.length_in,
  breadth: catalogueSkus.breadth_in,
  height: catalogueSkus.height_in,
  mrp_paise: catalogueSkus.mrp_paise,
};

type LabelRow = {
  sku: string;
  full_name: string;
  model_name: string;
  length: number;
  breadth: number;
  height: number | null;
  mrp_paise: number;
};

const asLabelItem = (row: LabelRow): LabelItem => ({
  item_sku: row.sku,
  product_name: row.full_name,
  model_name: row.model_name,
  item_dimensions: formatDimensions({
    length: row.length,
    breadth: row.breadth,
    height: row.height,
  }),
  mrp_paise: row.mrp_paise,
});

const activeItems = (db: Database) =>
  db
    .select(labelColumns)
    .from(catalogueSkus)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSkus.model_id))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueModels.product_id));

/** The active items of these SKUs, by SKU (an unknown or inactive SKU is missing). */
export async function labelItems(
  db: Database,
  skus: readonly string[],
): Promise<Map<string, LabelItem>> {
  const rows = await activeItems(db).where(
    and(inArray(catalogueSkus.sku, [...skus]), eq(catalogueSkus.is_active, true)),
  );
  return new Map(rows.map((row) => [row.sku, asLabelItem(row)]));
}

/** Active items whose SKU or name holds the term, SKUs in order, at most `limit`. */
export async function searchLabelItems(
  db: Database,
  term: string,
  limit: number,
): Promise<LabelItem[]> {
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await activeItems(db)
    .where(
      and(
        eq(catalogueSkus.is_active, true),
        or(ilike(catalogueSkus.sku, like), ilike(catalogueSkus.full_name, like)),
      ),
    )
    .orderBy(asc(catalogueSkus.sku))
    .limit(limit);
  return rows.map(asLabelItem);
}
