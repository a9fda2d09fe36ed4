import type { Database } from '@backoffice/db';
import { orderComments, type OrderRow } from '@backoffice/db/schema';
import { orderPagePath, STATUS } from '@backoffice/domain/orders';
import {
  estimatedDelivery,
  PLACE_ORDER_MESSAGES as M,
  promiseLine,
  type PlaceOrderAnswer,
  type TPlaceOrderRequest,
} from '@backoffice/domain/sales/place-order';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { placeOrderError } from './place-order.errors';
import type { Authenticated } from '../../../core/http';
import { recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { claimCouponUse } from '../coupons/coupon-store';
import { priceOrderLines, type PricedOrder } from '../coupons/order-pricing';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runWithPaymentLinks } from '../payments/links-outside-locks';
import { toPaymentLinkView } from '../payments/payment-views';
import { catalogueLines, checkStock, listField, type CatalogueLine } from './order-lines';
import { planGiftCard, redeemGiftCard, takeOrderPayment } from './order-payment';
import {
  billingPlace,
  checkGst,
  checkSourceOrder,
  chosenCustomer,
  placeOrderMethod,
  shippingPlace,
} from './place-order.checks';
import { customerFor, newOrderRandomId, writeCarts, writeOrder } from './order-writes';

/**
 * Places an order from the console (POST /api/backend-place-order/), in one transaction: the
 * lines are priced on the server (catalogue prices, stock, ODA charges of the shipping pincode,
 * the coupon through priceOrderLines) and a total that disagrees with the screen's is refused;
 * then the customer (new or chosen), order, addresses and New Order carts are written with the
 * tab counts, the coupon use claimed, the gift card redeemed, the rest asked by payment link or
 * recorded, and the placing commented and audited. With an Idempotency-Key a retry answers the
 * first answer and places nothing more.
 */
export async function placeOrder(
  ctx: AppContext,
  auth: Authenticated,
  actor: AuditActor,
  input: TPlaceOrderRequest,
  idempotency: IdempotentRequest | null,
): Promise<PlaceOrderAnswer> {
  // The ERP's stock is asked before the transaction: a provider call, not a row to lock.
  const lines = await catalogueLines(ctx.db, input.lines, listField('lines'));
  await checkStock(ctx, lines, listField('lines'));
  // Chosen once, so that every run of the use case asks for the same payment link.
  const orderRandomId = await newOrderRandomId(ctx.db);
  return runWithPaymentLinks(ctx, idempotency, () =>
    ctx.db.transaction((tx) =>
      onceOnly(tx, idempotency, () =>
        place({ ...ctx, db: tx }, tx, { auth, actor, input, lines, idempotency, orderRandomId }),
      ),
    ),
  );
}

/** What placing is asked, with the lines as the catalogue sells them. */
interface Placing {
  auth: Authenticated;
  actor: AuditActor;
  input: TPlaceOrderRequest;
  lines: CatalogueLine[];
  idempotency: IdempotentRequest | null;
  /** The new order's id, chosen before the transaction. */
  orderRandomId: string;
}

async function place(ctx: AppContext, tx: Database, p: Placing): Promise<PlaceOrderAnswer> {
  const { auth, actor, input, lines, idempotency } = p;
  const now = ctx.now();
  const methodId = placeOrderMethod(auth.principal, input);
  const existing = await chosenCustomer(tx, input.customer_id);
  await checkSourceOrder(tx, input.source_order_random_id);
  const shipping = await shippingPlace(tx, input);
  const billing = await billingPlace(tx, input);
  await checkGst(ctx, input);

  const promised = lines.map((l) => promiseLine(shipping, l.item_quantity, now));
  const priced = await priceOrderLines(
    ctx,
    lines.map((l, i) => ({
      item_sku: l.item_sku,
      item_quantity: l.item_quantity,
      item_price: l.price_paise,
      item_mrp: l.mrp_paise,
      delivery_charges: promised[i]?.delivery_charges ?? 0,
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
  const giftCard = await planGiftCard(ctx, input.gift_card, payable);
  const giftPaise = giftCard?.amount_paise ?? 0;

  const order_random_id = p.orderRandomId;
  const { customer, created } = await customerFor(tx, input, existing, now);
  const order = await writeOrder(tx, {
    order_random_id,
    input,
    customer,
    paymentMethodId: methodId,
    couponCode: priced.coupon?.code ?? null,
    shippingPlace: shipping,
    billingPlace: billing,
    now,
  });
  const edd = estimatedDelivery(shipping, now);
  const written = await writeCarts(
    tx,
    order,
    priced.lines.map((line, i) => ({
      catalogue: lineAt(lines, i),
      priced: line,
      promisedDate: edd,
    })),
    now,
  );
  if (priced.coupon) {
    await claimCouponUse(tx, actor, { coupon: priced.coupon, order_random_id, now });
  }
  await commentAndAudit(tx, auth, actor, {
    order,
    input,
    priced,
    giftPaise,
    cartIds: written.map((c) => c.id),
    newCustomer: created ? customer.id : null,
    now,
  });
  const by = auth.staff.login_id;
  const link = await takeOrderPayment(ctx, tx, {
    order,
    customer,
    paymentType: input.payment.payment_type,
    methodId,
    trackingId: input.payment.payment_tracking_id,
    toPayPaise: payable - giftPaise,
    by,
    actor,
  });
  if (giftCard) {
    const reference = idempotency ? `${idempotency.loginId}:${idempotency.key}` : order_random_id;
    await redeemGiftCard(ctx, tx, { plan: giftCard, order, reference, by });
  }
  return {
    success: true,
    message: M.placed(order_random_id),
    order_random_id,
    order_page: orderPagePath(order_random_id),
    payment_type: order.payment_type,
    coupon_code: order.coupon_code,
    totals: {
      total: toWireRupees(priced.totals.total),
      discount: toWireRupees(priced.totals.discount),
      net: toWireRupees(priced.totals.net),
      delivery_charges: toWireRupees(priced.totals.delivery_charges),
      payable: toWireRupees(payable),
      gift_card: toWireRupees(giftPaise),
      to_pay: toWireRupees(payable - giftPaise),
    },
    payment_link: link ? toPaymentLinkView(link, order_random_id, auth.staff.name, now) : null,
  };
}

/** The catalogue line priced at an index (pricing answers one priced line per line, in order). */
function lineAt(lines: readonly CatalogueLine[], index: number): CatalogueLine {
  const line = lines[index];
  if (!line) throw new Error(`placeOrder: no catalogue line ${index} for a priced line`);
  return line;
}

/** The placing on the order's comments and in its history (audit on entity order). */
async function commentAndAudit(
  tx: Database,
  auth: Authenticated,
  actor: AuditActor,
  p: {
    order: OrderRow;
    input: TPlaceOrderRequest;
    priced: PricedOrder;
    giftPaise: number;
    cartIds: number[];
    newCustomer: number | null;
    now: Date;
  },
): Promise<void> {
  const { order, input, priced, now } = p;
  const payment =
    input.payment.payment_type === 'COD' ? 'COD' : `ONLINE via ${input.payment.payment_via}`;
  const from = input.source_order_random_id
    ? ` ${M.placedFrom(input.source_order_random_id)}.`
    : '';
  const text =
    `Order placed from the console: ${p.cartIds.length} item(s), ₹${toWireRupees(priced.totals.payable)} ` +
    `payable, ${payment}.${from}${input.comments ? ` ${input.comments}` : ''}`;
  await tx.insert(orderComments).values({
    order_id: order.id,
    order_status: STATUS.NEW_ORDER,
    comment: text,
    by_login_id: auth.staff.login_id,
    by_role: auth.staff.role,
    by_name: auth.staff.name,
    created_at: now,
  });
  await recordAudit(tx, {
    actor,
    at: now,
    entity: 'order',
    entityId: order.order_random_id,
    changes: {
      order: {
        before: null,
        after: {
          customer_id: order.customer_id,
          new_customer: p.newCustomer !== null,
          affiliate_id: order.affiliate_id,
          payment_type: order.payment_type,
          payment_via: input.payment.payment_via,
          coupon_code: order.coupon_code,
          cart_pids: p.cartIds,
          payable: toWireRupees(priced.totals.payable),
          gift_card: toWireRupees(p.giftPaise),
          source_order_random_id: input.source_order_random_id,
        },
      },
    },
    reason: input.comments ?? 'Order placed',
  });
}
