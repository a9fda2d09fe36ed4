import type { Database } from '@backoffice/db';
import {
  cartModifications,
  carts,
  orders,
  paymentLinks,
  type CartModificationRow,
  type PaymentLinkRow,
} from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import { effectiveLinkStatus } from '@backoffice/domain/sales/payments';
import {
  MODIFICATION_PAYMENT_LABELS,
  type AddonStatusResponse,
} from '@backoffice/domain/sales/place-order';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { placeOrderError } from './place-order.errors';

/** Where an add-on belongs: its order's random id and its cart's channel. */
export interface AddonPlace {
  order_random_id: string;
  affiliate_id: number;
}

/** An add-on (a cart modification) and its payment on the wire, its link's status as of now. */
export function toAddonStatus(
  row: CartModificationRow,
  place: AddonPlace,
  link: PaymentLinkRow | null,
  now: Date,
): AddonStatusResponse {
  return {
    temp_addon_id: row.id,
    order_random_id: place.order_random_id,
    affiliate_id: place.affiliate_id,
    cart_pid: row.cart_id,
    amount: toWireRupees(row.amount_paise),
    extra_or_refund: row.extra_or_refund,
    payment_type: row.payment_type,
    payment_via: row.payment_via,
    payment_status: row.payment_status,
    payment_status_label: MODIFICATION_PAYMENT_LABELS[row.payment_status],
    payment_link: link
      ? {
          transaction_id: link.transaction_id,
          status: effectiveLinkStatus(link.status, link.expires_at, now),
          expires_at: link.expires_at.toISOString(),
        }
      : null,
    version: row.version,
  };
}

/** The payment link an add-on's balance is asked by, or null. */
export async function linkOfAddon(
  db: Database,
  row: Pick<CartModificationRow, 'payment_link_id'>,
): Promise<PaymentLinkRow | null> {
  if (row.payment_link_id === null) return null;
  const [link] = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.id, row.payment_link_id));
  return link ?? null;
}

/**
 * GET /api/backend-addon-order-status/?temp_addon_id=: an add-on's payment, for whoever may
 * open its order (the order payments call's capability); 404 for an unknown add-on.
 */
export async function addonStatus(ctx: AppContext, addonId: number): Promise<AddonStatusResponse> {
  const [found] = await ctx.db
    .select({
      row: cartModifications,
      order_random_id: orders.order_random_id,
      affiliate_id: carts.affiliate_id,
    })
    .from(cartModifications)
    .innerJoin(orders, eq(orders.id, cartModifications.order_id))
    .innerJoin(carts, eq(carts.id, cartModifications.cart_id))
    .where(eq(cartModifications.id, addonId));
  if (!found) throw placeOrderError('sales.addon_not_found');
  const { row, ...place } = found;
  return toAddonStatus(row, place, await linkOfAddon(ctx.db, row), ctx.now());
}
