import type { Database } from '@backoffice/db';
import { distributorOrders, type DistributorOrderLine } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import {
  availableCredit,
  DISTRIBUTION_ORDER_MESSAGES as O,
  type DistributionOrderAnswer,
  type DistributionPaymentMode,
  type TDistributionOrderRequest,
} from '@backoffice/domain/distribution';
import type { PlaceOrderAnswer } from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../core/use-case';
import { placeOrder, type AgreedPrices } from '../../sales/index';
import { distributionError } from '../distribution.errors';
import {
  creditBalanceOf,
  distributorByCode,
  distributorById,
} from '../distributors/distributors.queries';
import { skusAtDistributorPrices } from '../pricing/pricing.queries';
import { linePriceOf } from '../pricing/pricing-view';
import { writeDistributorOrder } from './distributor-order-writes';
import { placingOfDistributorOrder } from './distribution-placing';

/** Distributor orders carry no delivery charges: the dealer's price is a landed price. */
const NO_DELIVERY_CHARGES = 0;

/**
 * POST /api/place-distrbution-order/: an order for a distributor on channel 5, placed through
 * the sales area's one path (stock, recomputed totals against total_payable, the tab counts, the
 * audit and the Idempotency-Key: a retry answers the first order). Each line is at its SKU's
 * distributor price (request type 5), else the catalogue's (4). In the placing's transaction the
 * distributor must still be active, COD must be toggled on for a COD order, and a credit order
 * is debited from the dealer's ledger unless it would overdraw the credit limit (400, nothing
 * placed).
 */
export async function placeDistributionOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: TDistributionOrderRequest,
  idempotency: IdempotentRequest | null,
): Promise<DistributionOrderAnswer> {
  const distributor = await distributorByCode(ctx.db, input.distributor_code);
  if (!distributor) {
    throw distributionError('distribution.distributor_not_found').at('distributor_code');
  }
  const skus = await skusAtDistributorPrices(
    ctx.db,
    input.lines.map((l) => l.item_sku),
  );
  const unitPricePaise = new Map<string, number>();
  const lines: DistributorOrderLine[] = [];
  for (const line of input.lines) {
    const found = skus.get(line.item_sku);
    // An unknown SKU is refused on its line by placing's own catalogue check.
    if (!found) continue;
    const { price_paise, request_type } = linePriceOf(found);
    unitPricePaise.set(line.item_sku, price_paise);
    lines.push({
      item_sku: line.item_sku,
      item_quantity: line.item_quantity,
      price_paise,
      dealer_cx_price_paise: found.price?.dealer_cx_price_paise ?? null,
      request_type,
    });
  }
  const agreed: AgreedPrices = {
    unitPricePaise,
    deliveryChargesPaise: NO_DELIVERY_CHARGES,
    onPlaced: (scope, order) => writeDistributorOrder(scope, order, input, lines),
  };
  const placing = placingOfDistributorOrder(distributor, input);
  const placed = await placeOrder(ctx, caller, placing, idempotency, agreed);
  return distributionOrderAnswer(ctx.db, placed);
}

/**
 * The answer of a placed distributor order, read back from what placing wrote (so that a replay
 * answers the same order): its lines at the prices placed, and the dealer's credit now.
 */
async function distributionOrderAnswer(
  db: Database,
  placed: PlaceOrderAnswer,
): Promise<DistributionOrderAnswer> {
  const [row] = await db
    .select()
    .from(distributorOrders)
    .where(eq(distributorOrders.order_random_id, placed.order_random_id));
  if (!row)
    throw new Error(`placeDistributionOrder: no distributor order ${placed.order_random_id}`);
  const distributor = await distributorById(db, row.distributor_id);
  const balance = await creditBalanceOf(db, row.distributor_id);
  return {
    success: true,
    message: O.placed,
    order_random_id: placed.order_random_id,
    order_page: placed.order_page,
    affiliate_id: 5,
    distributor_code: distributor.distributor_code,
    payment_mode: row.payment_mode as DistributionPaymentMode,
    total_payable: toWireRupees(row.total_paise),
    lines: row.lines.map((l) => ({
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      price: toWireRupees(l.price_paise),
      dealer_cx_price:
        l.dealer_cx_price_paise === null ? null : toWireRupees(l.dealer_cx_price_paise),
      request_type: l.request_type,
    })),
    credit_balance: toWireRupees(balance),
    available_credit: toWireRupees(availableCredit(balance, distributor.credit_limit_paise)),
  };
}
