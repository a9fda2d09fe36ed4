/**
 * Distributor pricing (docs/distribution.md): one price list for all distributors, a price per
 * SKU (a SKU is one size of a model, so "per SKU and size"), with the dealer customer price
 * (dealer_cx_price) the dealer is advised to sell at. Prices are integer paise.
 *
 * The add-product popup sends request type 4 for distribution and 5 when distributor pricing is
 * used (001 section 9); 1 is everyone else's. A distributor order's line is at the distributor
 * price when the SKU has one (5), else at the catalogue price (4).
 */
export const REQUEST_TYPES = { standard: 1, distribution: 4, distributorPricing: 5 } as const;
export type DistributionRequestType =
  typeof REQUEST_TYPES.distribution | typeof REQUEST_TYPES.distributorPricing;

/** A distributor's price of a SKU. */
export interface DistributorPrice {
  price_paise: number;
  dealer_cx_price_paise: number;
}

/** A line's price and request type: the distributor price when the SKU has one. */
export function distributionLinePrice(
  cataloguePricePaise: number,
  distributorPrice: DistributorPrice | undefined,
): { price_paise: number; request_type: DistributionRequestType } {
  return distributorPrice
    ? { price_paise: distributorPrice.price_paise, request_type: REQUEST_TYPES.distributorPricing }
    : { price_paise: cataloguePricePaise, request_type: REQUEST_TYPES.distribution };
}

/** A distributor price is valid when it is above 0 and the dealer customer price is not below it. */
export function isValidDistributorPrice(p: DistributorPrice): boolean {
  return (
    Number.isSafeInteger(p.price_paise) &&
    Number.isSafeInteger(p.dealer_cx_price_paise) &&
    p.price_paise > 0 &&
    p.dealer_cx_price_paise >= p.price_paise
  );
}

/**
 * What a distributor order costs: the lines at their prices. Distributor orders carry no
 * delivery charges (the dealer's price is a landed price, docs/distribution.md), so this is
 * the total_payable the screen sends and the server recomputes.
 */
export function distributionOrderTotal(
  lines: readonly { price_paise: number; item_quantity: number }[],
): number {
  return lines.reduce((sum, line) => sum + line.price_paise * line.item_quantity, 0);
}
