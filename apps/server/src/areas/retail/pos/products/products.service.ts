import { catalogueModels, catalogueProducts, catalogueSkus } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  type ItemPriceAnswer,
  type ProductSearchAnswer,
  type TItemPriceQuery,
  type TProductSearchQuery,
} from '@backoffice/domain/retail/pos';
import { formatDimensions } from '@backoffice/domain/sales/catalogue';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { StaffCaller } from '../../../../core/use-case';
import { findSku } from '../../../sales/index';
import { callerStore } from '../placing/pos-order.queries';
import { posError } from '../pos.errors';

const MATCHES = 20;
/** LIKE's own characters are matched as typed. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET products: active items by SKU (search_by_item_sku 1: the SKU starts with the term) or by
 * name (the item's full name holds the term), at most 20.
 */
export async function searchProducts(
  ctx: AppContext,
  caller: StaffCaller,
  query: TProductSearchQuery,
): Promise<ProductSearchAnswer> {
  await callerStore(ctx.db, caller);
  const term = likeText(query.search_term);
  const match =
    query.search_by_item_sku === 1
      ? ilike(catalogueSkus.sku, `${term}%`)
      : ilike(catalogueSkus.full_name, `%${term}%`);
  const rows = await ctx.db
    .select({ sku: catalogueSkus, model: catalogueModels, product: catalogueProducts })
    .from(catalogueSkus)
    .innerJoin(catalogueModels, eq(catalogueModels.id, catalogueSkus.model_id))
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueModels.product_id))
    .where(and(match, eq(catalogueSkus.is_active, true), eq(catalogueModels.is_active, true)))
    .orderBy(asc(catalogueSkus.sku))
    .limit(MATCHES);
  return {
    result: rows.map((r) => ({
      product: r.product.sku_code,
      name: r.sku.full_name,
      item_sku: r.sku.sku,
      item_dimensions: formatDimensions({
        length: r.sku.length_in,
        breadth: r.sku.breadth_in,
        height: r.sku.height_in,
      }),
      product_thumbnail: r.model.product_thumbnail,
    })),
  };
}

/** GET item-price: an item's price and MRP per unit today, its page and thumbnail. */
export async function itemPrice(
  ctx: AppContext,
  caller: StaffCaller,
  query: TItemPriceQuery,
): Promise<ItemPriceAnswer> {
  await callerStore(ctx.db, caller);
  const found = await findSku(ctx.db, query.item_sku);
  if (!found) throw posError('retail.pos_sku_not_found').at('item_sku');
  return {
    item_price: {
      price: toWireRupees(found.sku.price_paise),
      mrp: toWireRupees(found.sku.mrp_paise),
    },
    item_url: found.model.item_url,
    product_thumbnail: found.model.product_thumbnail,
  };
}
