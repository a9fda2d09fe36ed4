import type { CartRow, OrderRow, PincodeRow } from '@backoffice/db/schema';
import { salesChannel } from '@backoffice/domain/core/channels';
import { formatPaise, toWireRupees } from '@backoffice/domain/core/money';
import { STATUS } from '@backoffice/domain/orders';
import { priceLines } from '@backoffice/domain/sales/coupons';
import { estimatedDelivery, promiseLine } from '@backoffice/domain/sales/place-order';
import type { AffiliateOrderSheetRow } from '@backoffice/domain/uploads';
import type { AppContext } from '../../../core/context';
import type { UseCaseScope } from '../../../core/use-case';
import type { AddressValues } from '../../orders/index';
import type { CatalogueLine } from '../place-order/order-lines';
import { takeOrderPayment } from '../place-order/order-payment';
import { customerFor, newOrderRandomId, writeCarts, writeOrder } from '../place-order/order-writes';
import type { AffiliateOrderGroup } from './affiliate-order-groups';

/** Orders of partners are paid to the partner: recorded as paid through the Retail Affiliate via. */
const PARTNER_PAID_METHOD_ID = 5;

/** A partner order checked against the data, ready to write. */
export interface CheckedAffiliateOrder {
  group: AffiliateOrderGroup;
  place: PincodeRow;
  /** The catalogue's item of each row, in row order. */
  lines: readonly CatalogueLine[];
}

/**
 * Writes a partner order as placing an order does (the same steps of place-order): the customer
 * of the mobile (found or created), the order with its shipping address and the partner's order
 * id, one New Order cart per row at the partner's unit price with the tab counts, the payment
 * made to the partner, and the import on the order's comments and in its history.
 */
export async function writeAffiliateOrder(
  ctx: AppContext,
  scope: UseCaseScope,
  { group, place, lines }: CheckedAffiliateOrder,
): Promise<OrderRow> {
  const { tx, now } = scope;
  const first = group.rows[0]?.value;
  if (!first) throw new Error('writeAffiliateOrder: an order with no rows');
  const shipping = shippingOf(first, place);
  const { customer, created } = await customerFor(tx, shipping, null, now);
  const order = await writeOrder(tx, {
    order_random_id: await newOrderRandomId(tx),
    affiliate_id: group.affiliate_id,
    affiliate_order_id: group.affiliate_order_id,
    customer,
    payment_type: 'ONLINE',
    paymentMethodId: PARTNER_PAID_METHOD_ID,
    couponCode: null,
    shipping,
    billing: null,
    now,
  });
  const priced = priceLines(
    group.rows.map(({ value }, i) => ({
      item_sku: value.sku,
      item_quantity: value.quantity,
      item_price: value.unit_price,
      item_mrp: Math.max(value.unit_price, lines[i]?.mrp_paise ?? 0),
      delivery_charges: 0,
      docket_quantity: promiseLine(place, value.quantity, now).docket_quantity,
    })),
    null,
    { outOfDeliveryArea: place.oda },
  );
  const promisedDate = estimatedDelivery(place, now);
  const carts = await writeCarts(
    tx,
    order,
    priced.lines.map((line, i) => ({
      catalogue: lineAt(lines, i),
      priced: line,
      odaCharges: 0,
      promisedDate,
    })),
    now,
  );
  await recordImport(scope, {
    order,
    first,
    carts,
    payable: priced.totals.payable,
    newCustomer: created,
  });
  await takeOrderPayment(ctx, scope, {
    order,
    customer,
    paymentType: 'ONLINE',
    methodId: PARTNER_PAID_METHOD_ID,
    trackingId: group.affiliate_order_id,
    toPayPaise: priced.totals.payable,
  });
  return order;
}

/** The shipping address of the sheet's order: its person, and city and state of the directory. */
function shippingOf(row: AffiliateOrderSheetRow, place: PincodeRow): AddressValues {
  const [firstname = '', ...rest] = row.customer_name.split(' ');
  return {
    firstname,
    lastname: rest.join(' '),
    alias: null,
    email_address: row.email,
    mobile_number: row.mobile,
    alternate_mobile_number: null,
    address: row.address,
    landmark: row.landmark,
    pincode: row.pincode,
    city: place.city,
    state: place.state,
    gst_number: null,
    gst_organization: null,
  };
}

/** The import on the order's comments and in its history (audit on entity order). */
async function recordImport(
  { record, caller }: UseCaseScope,
  i: {
    order: OrderRow;
    first: AffiliateOrderSheetRow;
    carts: readonly CartRow[];
    payable: number;
    newCustomer: boolean;
  },
): Promise<void> {
  const { order } = i;
  const channel = salesChannel(order.affiliate_id)?.displayName ?? `channel ${order.affiliate_id}`;
  const text =
    `Imported from marketplace sheet by ${caller.name}: ${channel} order ${order.affiliate_order_id}, ` +
    `${i.carts.length} item(s), ${formatPaise(i.payable)} paid to the partner.`;
  await record.change({
    entity: 'order',
    id: order.order_random_id,
    changes: {
      imported: {
        before: null,
        after: {
          affiliate_id: order.affiliate_id,
          affiliate_order_id: order.affiliate_order_id,
          order_date: i.first.order_date,
          customer_id: order.customer_id,
          new_customer: i.newCustomer,
          cart_pids: i.carts.map((c) => c.id),
          payable: toWireRupees(i.payable),
        },
      },
    },
    reason: `Imported from marketplace sheet by ${caller.name}`,
    comment: { order_id: order.id, order_status: STATUS.NEW_ORDER, text },
  });
}

/** The catalogue line of a row (the checks answer one line per row, in order). */
function lineAt(lines: readonly CatalogueLine[], index: number): CatalogueLine {
  const line = lines[index];
  if (!line) throw new Error(`writeAffiliateOrder: no catalogue line ${index}`);
  return line;
}
