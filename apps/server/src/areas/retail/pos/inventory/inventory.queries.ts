import type { Database } from '@backoffice/db';
import { catalogueSkus } from '@backoffice/db/schema';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';

/** The most materials one stock check answers. */
export const STOCK_CHECK_MATERIALS = 10;

/**
 * The active catalogue items a stock check means: the SKU itself (any case), else those whose
 * SKU starts with the text, in order.
 */
export function materialsMatching(db: Database, text: string) {
  const prefix = `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return db
    .select({ sku: catalogueSkus.sku, full_name: catalogueSkus.full_name })
    .from(catalogueSkus)
    .where(
      and(
        eq(catalogueSkus.is_active, true),
        or(
          eq(sql`upper(${catalogueSkus.sku})`, text.toUpperCase()),
          ilike(catalogueSkus.sku, prefix),
        ),
      ),
    )
    .orderBy(sql`upper(${catalogueSkus.sku}) <> ${text.toUpperCase()}`, asc(catalogueSkus.sku))
    .limit(STOCK_CHECK_MATERIALS);
}
