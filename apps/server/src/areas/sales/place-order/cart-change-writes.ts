import type { Database } from '@backoffice/db';
import {
  cartModifications,
  carts,
  customers,
  orderComments,
  orderPayments,
  type CartRow,
  type OrderRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { orderStatus, SHIPMENT_BLOCK_REASONS } from '@backoffice/domain/orders';
import {
  cartChangeReason,
  cartChangeSettlement,
  differenceText,
  docketQuantity,
  isCartEditable,
  keptDiscountPaise,
  PLACE_ORDER_MESSAGES as M,
  signedDifference,
  type CartChangeSettlement,
  type EditCartAnswer,
  type TEditCartRequest,
} from '@backoffice/domain/sales/place-order';
import { CARD_LINK_METHOD_ID } from '@backoffice/domain/sales/payments';
import { priceChange } from '@backoffice/domain/sales/catalogue';
import { eq } from 'drizzle-orm';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { AppContext } from '../../../core/context';
import { placeOrderError } from './place-order.errors';
import type { Authenticated } from '../../../core/http';
import { changedFields, recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { createPaymentLink } from '../payments/link-writes';
import { toPaymentLinkView } from '../payments/payment-views';
import { toModificationView } from './modification-views';
import type { CatalogueLine } from './order-lines';

const COD_METHOD_ID = 1;

/** A locked cart's change, as asked. */
export interface CartChange {
  order: OrderRow;
  cart: CartRow;
  /** The new item as the catalogue sells it, its stock checked. */
  line: CatalogueLine;
  auth: Authenticated;
  actor: AuditActor;
  input: TEditCartRequest;
}

/**
 * Writes a checked cart change: the cart's new item at today's price (its discount kept as the
 * domain says, its delivery charges unchanged), the shipment blocked with the reason while a
 * payment link is awaited, the balance asked or recorded, the modification, a comment and the
 * audit entry that puts it in the order's history.
 */
export async function writeCartChange(
  ctx: AppContext,
  tx: Database,
  c: CartChange,
): Promise<EditCartAnswer> {
  const { order, cart, input, line } = c;
  if (!isCartEditable(cart.orm_order_status)) {
    const label = orderStatus(cart.orm_order_status).label;
    throw placeOrderError('sales.cart_not_editable', label).at('cart_pid');
  }
  const after = {
    item_sku: line.item_sku,
    item_dimensions: line.item_dimensions,
    item_quantity: line.item_quantity,
    price_paise: line.price_paise,
  };
  const reason = cartChangeReason(cart, after);
  if (reason === null) throw placeOrderError('sales.nothing_changed').at('item_sku');
  const change = priceChange(
    { unit_price: cart.price_paise, quantity: cart.item_quantity },
    { unit_price: line.price_paise, quantity: line.item_quantity },
  );
  const difference = signedDifference(change.diff_amount, change.extra_or_refund);
  if (difference !== signedDifference(input.diff_amount, input.extra_or_refund)) {
    const expected = differenceText(difference);
    throw placeOrderError('sales.difference_mismatch', expected).at('diff_amount');
  }
  const charges = input.payments.reduce((sum, p) => sum + p.amount, 0);
  const settlement = cartChangeSettlement({
    orderPaymentType: order.payment_type,
    differencePaise: difference,
    chargesPaise: charges,
    payment: input.payment,
  });
  const { refusal } = settlement;
  if (refusal) throw placeOrderError('sales.settlement_refused', refusal.message).at(refusal.field);

  const now = ctx.now();
  const blocked = settlement.status === 'pending';
  const fields = {
    item_sku: line.item_sku,
    item_name: line.item_full_name,
    item_dimensions: line.item_dimensions,
    item_quantity: line.item_quantity,
    price_paise: line.price_paise,
    mrp_paise: line.mrp_paise,
    discount_paise: keptDiscountPaise(
      cart,
      {
        price_paise: line.price_paise,
        mrp_paise: line.mrp_paise,
        item_quantity: line.item_quantity,
      },
      order.coupon_code !== null,
    ),
    docket_quantity: docketQuantity(line.item_quantity),
    ...(blocked ? { shipment_not_possible: true, shipment_stop_reason: reason } : {}),
  };
  await tx
    .update(carts)
    .set({ ...fields, version: cart.version + 1, updated_at: now })
    .where(eq(carts.id, cart.id));
  const link = await settle(ctx, tx, c, settlement);
  const [modification] = await tx
    .insert(cartModifications)
    .values({
      order_id: order.id,
      cart_id: cart.id,
      reason,
      before_item_sku: cart.item_sku,
      before_item_dimensions: cart.item_dimensions,
      before_item_quantity: cart.item_quantity,
      before_price_paise: cart.price_paise,
      ...after,
      difference_paise: difference,
      charges_paise: charges,
      extra_or_refund: settlement.total.kind,
      amount_paise: settlement.total.amount,
      payment_type: input.payment?.payment_type ?? (order.payment_type === 'COD' ? 'COD' : null),
      payment_via: input.payment?.payment_via ?? null,
      payment_tracking_id: input.payment?.payment_tracking_id ?? null,
      payment_link_id: link?.id ?? null,
      payment_status: settlement.status,
      comments: input.comments,
      modified_by_login_id: c.auth.staff.login_id,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!modification) throw new Error('writeCartChange: insert returned no row');
  const reasonLabel = SHIPMENT_BLOCK_REASONS.find((r) => r.id === reason)?.label ?? '';
  const summary =
    `Cart modified (${reasonLabel}): ${cart.item_sku} x ${cart.item_quantity} -> ` +
    `${line.item_sku} x ${line.item_quantity}; ${settlementText(settlement)}. ${input.comments}`;
  await tx.insert(orderComments).values({
    order_id: order.id,
    cart_id: cart.id,
    order_status: cart.orm_order_status,
    comment: summary,
    by_login_id: c.auth.staff.login_id,
    by_role: c.auth.staff.role,
    by_name: c.auth.staff.name,
    created_at: now,
  });
  await recordAudit(tx, {
    actor: c.actor,
    at: now,
    entity: 'cart',
    entityId: cart.id,
    changes: {
      ...changedFields(auditView(cart), auditView({ ...cart, ...fields })),
      modification: {
        before: null,
        after: {
          id: modification.id,
          reason,
          difference: toWireRupees(difference),
          charges: toWireRupees(charges),
          balance: toWireRupees(settlement.total.amount),
          extra_or_refund: settlement.total.kind,
          payment_status: settlement.status,
          transaction_id: link?.transaction_id ?? null,
        },
      },
    },
    reason: input.comments,
  });
  return {
    success: true,
    message: link ? `${M.modified}: Payment Link Sent Successfully!` : M.modified,
    order_random_id: order.order_random_id,
    cart_pid: cart.id,
    version: cart.version + 1,
    modification: toModificationView(modification, {
      name: c.auth.staff.name,
      transaction_id: link?.transaction_id ?? null,
    }),
    payment_link: link
      ? toPaymentLinkView(link, order.order_random_id, c.auth.staff.name, now)
      : null,
  };
}

/** A cart's changed fields as the history shows them: the wire's names, money in rupees. */
function auditView(cart: CartRow) {
  return {
    item_sku: cart.item_sku,
    item_name: cart.item_name,
    item_dimensions: cart.item_dimensions,
    item_quantity: cart.item_quantity,
    item_price: toWireRupees(cart.price_paise),
    item_mrp: toWireRupees(cart.mrp_paise),
    discount: toWireRupees(cart.discount_paise),
    docket_quantity: cart.docket_quantity,
    shipment_not_possible: cart.shipment_not_possible,
    shipment_stop_reason: cart.shipment_stop_reason,
  };
}

/** The balance asked: a payment link, or cash collected on delivery besides the cart's price. */
async function settle(
  ctx: AppContext,
  tx: Database,
  c: CartChange,
  settlement: CartChangeSettlement,
): Promise<PaymentLinkRow | null> {
  if (settlement.status === 'pending') {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(eq(customers.id, c.order.customer_id));
    if (!customer) throw new Error('settle: the order has no customer');
    return createPaymentLink(ctx, tx, {
      order: c.order,
      customer,
      type: 'other',
      methodId: CARD_LINK_METHOD_ID,
      amountPaise: settlement.payment_paise,
      cartIds: [c.cart.id],
      createdBy: c.auth.staff.login_id,
      actor: c.actor,
    });
  }
  if (settlement.status === 'collect_on_delivery' && settlement.payment_paise > 0) {
    await tx.insert(orderPayments).values({
      order_id: c.order.id,
      method_id: COD_METHOD_ID,
      amount_paise: settlement.payment_paise,
      status: 'pending',
      recorded_by_login_id: c.auth.staff.login_id,
      created_at: ctx.now(),
    });
  }
  return null;
}

/** The settlement in words, for the order's comment. */
function settlementText(s: CartChangeSettlement): string {
  const amount = `₹${toWireRupees(s.total.amount)}`;
  switch (s.status) {
    case 'pending':
      return `extra payment of ${amount} asked by payment link`;
    case 'collect_on_delivery':
      return `collected on delivery (${differenceText(s.total.kind === 'refund' ? -s.total.amount : s.total.amount)})`;
    case 'refund_due':
      return `refund of ${amount} due to the customer`;
    case 'paid':
      return `extra payment of ${amount} paid`;
    case 'none':
      return 'no payment either way';
  }
}
