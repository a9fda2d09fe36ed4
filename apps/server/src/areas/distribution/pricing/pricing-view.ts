import { toWireRupees } from '@backoffice/domain/core/money';
import { distributionLinePrice, type DistributionPriceRow } from '@backoffice/domain/distribution';
import { formatDimensions } from '@backoffice/domain/sales/catalogue';
import type { SkuAtDistributorPrice } from './pricing.queries';

/** The unit price and request type of a SKU for a distributor order (domain rule). */
export function linePriceOf({ sku, price }: SkuAtDistributorPrice) {
  return distributionLinePrice(
    sku.price_paise,
    price
      ? { price_paise: price.price_paise, dealer_cx_price_paise: price.dealer_cx_price_paise }
      : undefined,
  );
}

/** A SKU as the price list and the add-product popup show it. */
export function distributionPriceRow(row: SkuAtDistributorPrice): DistributionPriceRow {
  const { sku, price } = row;
  const line = linePriceOf(row);
  return {
    item_sku: sku.sku,
    item_full_name: sku.full_name,
    item_dimensions: formatDimensions({
      length: sku.length_in,
      breadth: sku.breadth_in,
      height: sku.height_in,
    }),
    price: toWireRupees(line.price_paise),
    dealer_cx_price: price ? toWireRupees(price.dealer_cx_price_paise) : null,
    item_price: toWireRupees(sku.price_paise),
    item_mrp: toWireRupees(sku.mrp_paise),
    request_type: line.request_type,
    updated_at: price?.updated_at.toISOString() ?? null,
  };
}
