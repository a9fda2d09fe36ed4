import type { CustomerRow, PincodeRow } from '@backoffice/db/schema';
import {
  linePricing,
  promiseLine,
  type PromisedLine,
  type TPlaceOrderRequest,
} from '@backoffice/domain/sales/place-order';
import type { AppContext } from '../../../core/context';
import type { StaffCaller, UseCaseScope } from '../../../core/use-case';
import { deliveryPriceOf } from '../../lookups/index';
import { priceOrderLines, type PricedOrder } from '../coupons/order-pricing';
import type { CatalogueLine } from './order-lines';
import { placeOrderError } from './place-order.errors';
import {
  billingPlace,
  checkSourceOrder,
  chosenCustomer,
  placeOrderMethod,
  shippingPlace,
} from './place-order.checks';

/** A placing checked and priced on the server, ready to write. */
export interface CheckedPlacing {
  methodId: number;
  /** The existing customer chosen, or null for a new one. */
  existing: CustomerRow | null;
  shipping: PincodeRow;
  billing: PincodeRow | null;
  priced: PricedOrder;
  /** Each line's promise at the shipping pincode, in the order of the lines. */
  promised: PromisedLine[];
}

/**
 * Checks what placing is asked (the payment via, the customer, the source order, the pincodes,
 * the GST number checked before it by placeOrder) and prices the lines on the server (catalogue prices, the shipping pincode's
 * delivery price and ODA charges, the coupon): a total that disagrees with the screen's is refused.
 * Agreed delivery charges (a quotation's) replace the pincode's, carried on the first line.
 */
export async function checkAndPricePlacing(
  ctx: AppContext,
  { tx, now, caller }: UseCaseScope<StaffCaller>,
  input: TPlaceOrderRequest,
  lines: readonly CatalogueLine[],
  agreedDeliveryPaise: number | null = null,
): Promise<CheckedPlacing> {
  const methodId = placeOrderMethod(caller.principal, input);
  const existing = await chosenCustomer(tx, input.customer_id);
  await checkSourceOrder(tx, input.source_order_random_id);
  const shipping = await shippingPlace(tx, input);
  const billing = await billingPlace(tx, input);
  const pricing = linePricing(
    await deliveryPriceOf(tx, shipping.pincode),
    lines.map((l) => ({ price_paise: l.price_paise, item_quantity: l.item_quantity })),
  );
  const promised = lines.map((l) => promiseLine(shipping, l.item_quantity, now, pricing));
  const priced = await priceOrderLines(
    { db: tx, now: ctx.now },
    lines.map((l, i) => ({
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      item_price: l.price_paise,
      item_mrp: l.mrp_paise,
      delivery_charges: deliveryChargesOf(promised, i, agreedDeliveryPaise),
      docket_quantity: promised[i]?.docket_quantity ?? 0,
    })),
    input.coupon_code,
    input.affiliate_id,
    { pincode: shipping.pincode, paymentType: input.payment.payment_type },
  );
  const payable = priced.totals.payable;
  if (payable !== input.total_payable) {
    throw placeOrderError('sales.total_mismatch', payable, input.total_payable).at('total_payable');
  }
  return { methodId, existing, shipping, billing, priced, promised };
}

/** A line's delivery charges: the pincode's, or the agreed charges all on the first line. */
function deliveryChargesOf(
  promised: readonly PromisedLine[],
  index: number,
  agreedPaise: number | null,
): number {
  if (agreedPaise === null) return promised[index]?.delivery_charges ?? 0;
  return index === 0 ? agreedPaise : 0;
}
