import type { CartModificationRow, CartRow, PaymentLinkRow } from '@backoffice/db/schema';
import { SHIPMENT_BLOCK_REASONS } from '@backoffice/domain/orders';
import { differenceText, type CartChangeSettlement } from '@backoffice/domain/sales/place-order';
import { formatPaise, toWireRupees } from '@backoffice/domain/core/money';
import { changedFields } from '../../../core/audit/audit.service';
import type { UseCaseScope } from '../../../core/use-case';
import { cartItemFields } from '../../orders';
import type { CartChange, CheckedCartChange } from './cart-change-checks';

/** What a written cart change leaves: the cart as it is now, its modification and the link sent. */
export interface WrittenCartChange {
  changed: CartRow;
  modification: CartModificationRow;
  link: PaymentLinkRow | null;
}

/** The cart change on the order's comments and in the cart's history (audit on entity cart). */
export async function recordCartChange(
  { record }: UseCaseScope,
  { order, cart, line, input }: CartChange,
  { reason, difference, charges, settlement }: CheckedCartChange,
  { changed, modification, link }: WrittenCartChange,
): Promise<void> {
  const reasonLabel = SHIPMENT_BLOCK_REASONS.find((r) => r.id === reason)?.label ?? '';
  const summary =
    `Cart modified (${reasonLabel}): ${cart.item_sku} x ${cart.item_quantity} -> ` +
    `${line.item_sku} x ${line.item_quantity}; ${settlementText(settlement)}. ${input.comments}`;
  await record.change({
    entity: 'cart',
    id: cart.id,
    changes: {
      ...changedFields(auditView(cart), auditView(changed)),
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
    comment: {
      order_id: order.id,
      cart_id: cart.id,
      order_status: cart.orm_order_status,
      text: summary,
    },
  });
}

/** A cart's changed fields as the history shows them: the wire's names, money in rupees. */
function auditView(cart: CartRow) {
  return {
    ...cartItemFields(cart),
    docket_quantity: cart.docket_quantity,
    shipment_not_possible: cart.shipment_not_possible,
    shipment_stop_reason: cart.shipment_stop_reason,
  };
}

/** The settlement in words, for the order's comment. */
function settlementText(s: CartChangeSettlement): string {
  const amount = formatPaise(s.total.amount);
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
