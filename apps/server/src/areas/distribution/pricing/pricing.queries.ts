import type { Database } from '@backoffice/db';
import {
  catalogueSkus,
  distributorPrices,
  type CatalogueSkuRow,
  type DistributorPriceDbRow,
} from '@backoffice/db/schema';
import type { TDistributionPriceQuery } from '@backoffice/domain/distribution';
import { and, count, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm';

/** An active SKU of the catalogue with its distributor price, if it has one. */
export interface SkuAtDistributorPrice {
  sku: CatalogueSkuRow;
  price: DistributorPriceDbRow | null;
}

/** Escapes the wildcards of a LIKE pattern so a search matches its text literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function priceFilter(query: TDistributionPriceQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(catalogueSkus.is_active, true)];
  if (query.only_priced) parts.push(isNotNull(distributorPrices.item_sku));
  if (query.search) {
    const like = likeText(query.search);
    parts.push(or(ilike(catalogueSkus.sku, like), ilike(catalogueSkus.full_name, like)));
  }
  return and(...parts);
}

/** One page of active SKUs by SKU, at distributor prices, and how many match. */
export async function distributionPricePage(
  db: Database,
  query: TDistributionPriceQuery,
): Promise<{ rows: SkuAtDistributorPrice[]; count: number }> {
  const where = priceFilter(query);
  const rows = await db
    .select({ sku: catalogueSkus, price: distributorPrices })
    .from(catalogueSkus)
    .leftJoin(distributorPrices, eq(distributorPrices.item_sku, catalogueSkus.sku))
    .where(where)
    .orderBy(catalogueSkus.sku)
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ n: count() })
    .from(catalogueSkus)
    .leftJoin(distributorPrices, eq(distributorPrices.item_sku, catalogueSkus.sku))
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

/** The active SKUs among `skus` at distributor prices, by SKU (unknown SKUs are left out). */
export async function skusAtDistributorPrices(
  db: Database,
  skus: readonly string[],
): Promise<Map<string, SkuAtDistributorPrice>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: catalogueSkus, price: distributorPrices })
    .from(catalogueSkus)
    .leftJoin(distributorPrices, eq(distributorPrices.item_sku, catalogueSkus.sku))
    .where(and(inArray(catalogueSkus.sku, [...skus]), eq(catalogueSkus.is_active, true)));
  return new Map(rows.map((r) => [r.sku.sku, r]));
}
