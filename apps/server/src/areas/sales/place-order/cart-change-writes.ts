import {
  cartModifications,
  carts,
  type CartModificationRow,
  type CartRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import {
  docketQuantity,
  keptDiscountPaise,
  PLACE_ORDER_MESSAGES as M,
  type EditCartAnswer,
} from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { UseCaseScope } from '../../../core/use-case';
import { toPaymentLinkView } from '../payments/payment-views';
import { checkCartChange, type CartChange, type CheckedCartChange } from './cart-change-checks';
import { recordCartChange, type WrittenCartChange } from './cart-change-history';
import { runCartChangeRefundHooks } from './cart-change-refund-hooks';
import { settleCartChange } from './cart-change-settlement';
import { toModificationView } from './modification-views';

/**
 * Writes a cart change once checked: the cart's new item at today's price (its discount kept as
 * the domain says, its delivery charges unchanged), the shipment blocked with the reason while a
 * payment link is awaited, the balance asked or recorded, the modification, and the comment and
 * audit entry that put it in the order's history.
 */
export async function writeCartChange(
  ctx: AppContext,
  scope: UseCaseScope,
  c: CartChange,
): Promise<EditCartAnswer> {
  const checked = checkCartChange(c);
  const changed = await writeNewItem(scope, c, checked);
  const link = await settleCartChange(ctx, scope, c, checked.settlement);
  const modification = await writeModification(scope, c, checked, link);
  const written = { changed, modification, link };
  await recordCartChange(scope, c, checked, written);
  if (modification.payment_status === 'refund_due') {
    await runCartChangeRefundHooks(scope, { order: c.order, cart: changed, modification });
  }
  return cartChangeAnswer(scope, c, written);
}

/** The cart with its new item, blocked for shipment while a payment link is awaited. */
async function writeNewItem(
  { tx, now }: UseCaseScope,
  { order, cart, line }: CartChange,
  { reason, settlement }: CheckedCartChange,
): Promise<CartRow> {
  const blocked = settlement.status === 'pending';
  const [changed] = await tx
    .update(carts)
    .set({
      item_sku: line.item_sku,
      item_name: line.item_full_name,
      item_dimensions: line.item_dimensions,
      item_quantity: line.item_quantity,
      price_paise: line.price_paise,
      mrp_paise: line.mrp_paise,
      discount_paise: keptDiscountPaise(cart, line, order.coupon_code !== null),
      docket_quantity: docketQuantity(line.item_quantity),
      ...(blocked ? { shipment_not_possible: true, shipment_stop_reason: reason } : {}),
      version: cart.version + 1,
      updated_at: now,
    })
    .where(eq(carts.id, cart.id))
    .returning();
  if (!changed) throw new Error('writeCartChange: the cart update returned no row');
  return changed;
}

/** The modification row: the cart before and after, the money and how it is settled. */
async function writeModification(
  { tx, now, caller }: UseCaseScope,
  { order, cart, line, input }: CartChange,
  { reason, difference, charges, settlement }: CheckedCartChange,
  link: PaymentLinkRow | null,
): Promise<CartModificationRow> {
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
      item_sku: line.item_sku,
      item_dimensions: line.item_dimensions,
      item_quantity: line.item_quantity,
      price_paise: line.price_paise,
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
      modified_by_login_id: caller.login_id,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!modification) throw new Error('writeCartChange: insert returned no row');
  return modification;
}

/** The answer of a cart change: the cart's new version, its modification and the link sent. */
function cartChangeAnswer(
  { caller, now }: UseCaseScope,
  { order, cart }: CartChange,
  { modification, link }: WrittenCartChange,
): EditCartAnswer {
  return {
    success: true,
    message: link ? `${M.modified}: Payment Link Sent Successfully!` : M.modified,
    order_random_id: order.order_random_id,
    cart_pid: cart.id,
    version: cart.version + 1,
    modification: toModificationView(modification, {
      name: caller.name,
      transaction_id: link?.transaction_id ?? null,
    }),
    payment_link: link ? toPaymentLinkView(link, order.order_random_id, caller.name, now) : null,
  };
}
