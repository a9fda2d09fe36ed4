import {
  SKU_LABEL_SEARCH_LIMIT,
  type LabelSkuOptions,
  type TLabelSkuQuery,
  type TSkuLabelLine,
} from '@backoffice/domain/retail/pos';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../../core/context';
import { skuLabelsPdf, type SkuLabel } from './label-pdf';
import { skuLabelError } from './labels.errors';
import { labelItems, searchLabelItems } from './labels.queries';

/** The labels of the lines, each SKU an active catalogue item (400 on the first that is not). */
export async function labelsOf(
  ctx: AppContext,
  lines: readonly TSkuLabelLine[],
): Promise<SkuLabel[]> {
  const items = await labelItems(
    ctx.db,
    lines.map((line) => line.item_sku),
  );
  return lines.map((line, i) => {
    const item = items.get(line.item_sku);
    if (!item) throw skuLabelError('retail.label_sku_not_found').at(`items.${i}.item_sku`);
    return { ...item, quantity: line.quantity };
  });
}

/** The labels as one A6 PDF, a page per label. */
export async function skuLabelsFile(
  ctx: AppContext,
  lines: readonly TSkuLabelLine[],
): Promise<Buffer> {
  return skuLabelsPdf(ctx.config.brand.name, await labelsOf(ctx, lines));
}

/** The picker's items: active SKUs whose code or name holds the term. */
export async function labelSkuOptions(
  ctx: AppContext,
  query: TLabelSkuQuery,
): Promise<LabelSkuOptions> {
  const items = await searchLabelItems(ctx.db, query.search_term, SKU_LABEL_SEARCH_LIMIT);
  return {
    results: items.map((item) => ({
      item_sku: item.item_sku,
      product_name: item.product_name,
      item_dimensions: item.item_dimensions,
      mrp: toWireRupees(item.mrp_paise),
    })),
  };
}
