import type { Database } from '@backoffice/db';
import { catalogueModels, catalogueSkus } from '@backoffice/db/schema';
import { eq, inArray } from 'drizzle-orm';

/** The product page and thumbnail of each SKU, from its catalogue model. */
export async function lineMedia(
  db: Database,
  skus: readonly string[],
): Promise<Map<string, { url: string; product_thumbnail: string }>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({
      sku: catalogueSkus.sku,
      url: catalogueModels.item_url,
      product_thumbnail: catalogueModels.product_thumbnail,
    })
    .from(catalogueSkus)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSkus.model_id))
    .where(inArray(catalogueSkus.sku, [...skus]));
  return new Map(rows.map((r) => [r.sku, { url: r.url, product_thumbnail: r.product_thumbnail }]));
}
