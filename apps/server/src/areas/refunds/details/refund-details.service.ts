import { staff } from '@backoffice/db/schema';
import { orderStatus } from '@backoffice/domain/orders';
import {
  REFUND_CATEGORIES,
  REFUND_STATUS,
  type TRefundDetailsResponse,
} from '@backoffice/domain/refunds';
import { paiseToRupees, toWireRupees } from '@backoffice/domain/core/money';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { amountDueOf } from '../../orders/index';
import { refundableOf } from '../../returns/index';
import { readRefund } from '../automation/refund-locks';
import { toRefundSummary } from '../summary/refund-summary';
import { toBankDetails, toBankLink, toEvent, toTrouble } from './refund-detail-views';
import {
  bankDetailsOf,
  cartMoneyOf,
  eventsOf,
  latestBankLinkOf,
  troublesOf,
} from './refund-details.queries';
import { staffRef } from './staff-ref';

/**
 * GET refund-details/{refund_id}/: one refund with its customer, cart, the cart's money (what
 * it costs, what the order paid, what stands refunded and what is left), its bank details and
 * latest link, its open trouble and its history as sentences (the raise first).
 */
export async function refundDetails(
  ctx: AppContext,
  refundId: number,
): Promise<TRefundDetailsResponse> {
  const { refund, order, cart, customer } = await readRefund(ctx.db, refundId);
  const [bank, link, [open], events, money, refundable, [raiser]] = await Promise.all([
    bankDetailsOf(ctx.db, refundId),
    latestBankLinkOf(ctx.db, refundId),
    troublesOf(ctx.db, refundId, true),
    eventsOf(ctx.db, refundId),
    cartMoneyOf(ctx.db, order.id, cart.id),
    refundableOf(ctx.db, order, cart),
    refund.raised_by_login_id === null
      ? Promise.resolve([])
      : ctx.db
          .select({ name: staff.name })
          .from(staff)
          .where(eq(staff.login_id, refund.raised_by_login_id)),
  ]);
  const category = REFUND_CATEGORIES.find((c) => c.id === refund.category_id);
  const cartDue = amountDueOf(order, cart);
  const raisedBy = staffRef(refund.raised_by_login_id, raiser?.name ?? null);
  const raised = {
    at: refund.created_at.toISOString(),
    by: raisedBy,
    sentence: `Refund of ₹${paiseToRupees(refund.amount_paise)} initiated (${category?.label ?? ''})`,
    from_status: null,
    to_status: REFUND_STATUS.INITIATED,
    comments: refund.comments,
  };
  return {
    refund: {
      ...toRefundSummary(refund, order.order_random_id, cart.affiliate_id),
      category_label: category?.label ?? '',
      comments: refund.comments,
      raised_by: raisedBy,
      created_at: refund.created_at.toISOString(),
    },
    customer: { name: customer.name, mobile_number: customer.mobile, email: null },
    cart: {
      cart_id: cart.id,
      affiliate_id: cart.affiliate_id,
      item_sku: cart.item_sku,
      item_name: cart.item_name,
      item_quantity: cart.item_quantity,
      orm_order_status: cart.orm_order_status,
      status_label: orderStatus(cart.orm_order_status).label,
    },
    payment: {
      cart_due: toWireRupees(cartDue),
      order_paid: toWireRupees(money.order_paid),
      cart_refunded: toWireRupees(money.cart_refunded),
      refundable: toWireRupees(refundable),
    },
    bank_details: bank ? toBankDetails(bank) : null,
    bank_link: link ? toBankLink(link) : null,
    open_trouble: open ? toTrouble(open) : null,
    events: [raised, ...events.map(toEvent)],
  };
}
