import type { CartRow, CustomerRow, OrderRow } from '@backoffice/db/schema';
import {
  estimatedDelivery,
  type PromisedLine,
  type TPlaceOrderRequest,
} from '@backoffice/domain/sales/place-order';
import type { UseCaseScope } from '../../../core/use-case';
import { billingValues, shippingValues } from '../../orders/index';
import { claimCouponUse } from '../coupons/coupon-store';
import type { CatalogueLine } from './order-lines';
import { customerFor, writeCarts, writeOrder } from './order-writes';
import type { CheckedPlacing } from './placing-pricing';

/** What placing wrote: the customer (and whether it is new), the order and its carts. */
export interface WrittenPlacing {
  customer: CustomerRow;
  newCustomer: boolean;
  order: OrderRow;
  carts: CartRow[];
}

/**
 * Writes a checked placing: the customer (new or chosen), the order and its addresses, its New
 * Order carts with the tab counts, and one use of its coupon.
 */
export async function writePlacing(
  scope: UseCaseScope,
  p: { input: TPlaceOrderRequest; lines: readonly CatalogueLine[]; orderRandomId: string },
  checked: CheckedPlacing,
): Promise<WrittenPlacing> {
  const { tx, now } = scope;
  const { priced, shipping } = checked;
  const { input } = p;
  const shippingAddress = shippingValues(input.shipping_address, shipping);
  const { customer, created } = await customerFor(tx, shippingAddress, checked.existing, now);
  const order = await writeOrder(tx, {
    order_random_id: p.orderRandomId,
    affiliate_id: input.affiliate_id,
    affiliate_order_id: null,
    customer,
    payment_type: input.payment.payment_type,
    paymentMethodId: checked.methodId,
    couponCode: priced.coupon?.code ?? null,
    shipping: shippingAddress,
    billing:
      input.billing_address && checked.billing
        ? billingValues(input.billing_address, checked.billing, shippingAddress.mobile_number)
        : null,
    now,
  });
  const edd = estimatedDelivery(shipping, now);
  const carts = await writeCarts(
    tx,
    order,
    priced.lines.map((line, i) => ({
      catalogue: lineAt(p.lines, i),
      priced: line,
      odaCharges: odaChargesOf(checked.promised[i], input.payment.payment_type),
      promisedDate: edd,
    })),
    now,
  );
  if (priced.coupon) {
    await claimCouponUse(scope, { coupon: priced.coupon, order_random_id: p.orderRandomId });
  }
  return { customer, newCustomer: created, order, carts };
}

/** The ODA part of a promised line's delivery charges for the order's payment type. */
function odaChargesOf(promised: PromisedLine | undefined, paymentType: string): number {
  if (!promised) throw new Error('placeOrder: no promise for a priced line');
  return paymentType === 'COD' ? promised.cod_oda_charges : promised.online_oda_charges;
}

/** The catalogue line priced at an index (pricing answers one priced line per line, in order). */
function lineAt(lines: readonly CatalogueLine[], index: number): CatalogueLine {
  const line = lines[index];
  if (!line) throw new Error(`placeOrder: no catalogue line ${index} for a priced line`);
  return line;
}
