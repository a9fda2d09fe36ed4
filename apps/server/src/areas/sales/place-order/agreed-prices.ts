import type { OrderRow } from '@backoffice/db/schema';
import type { Locks } from '../../../core/locks';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import type { CatalogueLine } from './order-lines';

/**
 * Prices another area has promised the customer (a quotation's), which placing takes instead
 * of the catalogue's: each SKU's unit price and the delivery charges of the whole order. The
 * rest of placing is the same path as every order (stock, addresses, payment, counts, audit,
 * Idempotency-Key). `onPlaced` runs in the placing's transaction once the order is written, so
 * the promise is checked and marked used together with the order, or not at all. `locks` are
 * the rows `onPlaced` changes, taken (core/locks) before the placing writes anything.
 */
export interface AgreedPrices {
  unitPricePaise: ReadonlyMap<string, number>;
  deliveryChargesPaise: number;
  onPlaced: (scope: UseCaseScope<StaffCaller>, order: OrderRow) => Promise<void>;
  locks?: Locks;
}

/**
 * The catalogue lines at the agreed unit prices. An agreed price above today's MRP (the MRP fell
 * after the promise) raises the line's MRP to it, as a price is never above its MRP.
 */
export function atAgreedPrices(
  lines: readonly CatalogueLine[],
  agreed: AgreedPrices | null,
): CatalogueLine[] {
  if (!agreed) return [...lines];
  return lines.map((line) => {
    const price = agreed.unitPricePaise.get(line.item_sku);
    if (price === undefined) throw new Error(`placeOrder: no agreed price for ${line.item_sku}`);
    return { ...line, price_paise: price, mrp_paise: Math.max(line.mrp_paise, price) };
  });
}
