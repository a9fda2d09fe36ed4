import {
  cartModifications,
  carts,
  type CartModificationRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';

/**
 * A paid `other` link settles the cart modifications awaiting it: the one it was sent for, or
 * (when the agent sent it again after it expired, which makes a new link) one of its carts
 * awaiting that same amount. Each becomes paid, and its cart's shipment block, set by the
 * modification, is lifted (a cart the agents put on Hold stays blocked). Registered as the
 * payments' paid-link hook (sales/index.ts): it runs in the transaction that records the payment.
 */
export async function settlePaidModifications(
  scope: UseCaseScope,
  link: PaymentLinkRow,
): Promise<void> {
  const { tx } = scope;
  if (link.link_type !== 'other') return;
  const awaiting = await tx
    .select()
    .from(cartModifications)
    .where(
      and(
        eq(cartModifications.payment_status, 'pending'),
        or(
          eq(cartModifications.payment_link_id, link.id),
          link.cart_ids.length === 0
            ? sql`false`
            : and(
                inArray(cartModifications.cart_id, link.cart_ids),
                eq(cartModifications.amount_paise, link.amount_paise),
              ),
        ),
      ),
    )
    .for('update');
  for (const modification of awaiting) await settleModification(scope, link, modification);
}

/** One modification paid by the link: its cart's shipment block lifted unless the cart is on Hold. */
async function settleModification(
  { tx, now, record }: UseCaseScope,
  link: PaymentLinkRow,
  modification: CartModificationRow,
): Promise<void> {
  await tx
    .update(cartModifications)
    .set({
      payment_status: 'paid',
      payment_link_id: link.id,
      version: modification.version + 1,
      updated_at: now,
    })
    .where(eq(cartModifications.id, modification.id));
  const lift = await liftShipmentBlock({ tx, now }, modification);
  await record.change({
    entity: 'cart',
    id: modification.cart_id,
    changes: {
      [`modification.${modification.id}.payment_status`]: { before: 'pending', after: 'paid' },
      ...(lift
        ? {
            shipment_not_possible: { before: true, after: false },
            shipment_stop_reason: { before: modification.reason, after: null },
          }
        : {}),
    },
    reason: `Payment link ${link.transaction_id} paid`,
  });
}

/**
 * Lifts the cart's shipment block the modification set (not a Hold); answers whether it did.
 * A paid change lifts it here, a change whose payment is cancelled in modification-cancel.
 */
export async function liftShipmentBlock(
  { tx, now }: Pick<UseCaseScope, 'tx' | 'now'>,
  modification: CartModificationRow,
): Promise<boolean> {
  const [cart] = await tx
    .select()
    .from(carts)
    .where(eq(carts.id, modification.cart_id))
    .for('update');
  const lift =
    cart !== undefined &&
    cart.shipment_not_possible &&
    cart.shipment_stop_reason === modification.reason &&
    cart.orm_order_status !== STATUS.HOLD;
  if (!lift) return false;
  await tx
    .update(carts)
    .set({
      shipment_not_possible: false,
      shipment_stop_reason: null,
      version: cart.version + 1,
      updated_at: now,
    })
    .where(eq(carts.id, cart.id));
  return true;
}
