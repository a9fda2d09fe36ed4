import type { Database } from '@backoffice/db';
import {
  cartModifications,
  paymentLinks,
  staff,
  type CartModificationRow,
} from '@backoffice/db/schema';
import { SHIPMENT_BLOCK_REASONS } from '@backoffice/domain/orders';
import {
  MODIFICATION_PAYMENT_LABELS,
  type CartModificationView,
} from '@backoffice/domain/sales/place-order';
import { toWireRupees } from '@backoffice/domain/core/money';
import { desc, eq } from 'drizzle-orm';

/** A modification on the wire, with who made it and its payment link's transaction id. */
export function toModificationView(
  row: CartModificationRow,
  by: { name: string | null; transaction_id: string | null },
): CartModificationView {
  return {
    id: row.id,
    cart_pid: row.cart_id,
    addon_created_datetime: row.created_at.toISOString(),
    addon_item_sku: row.item_sku,
    addon_dimensions: row.item_dimensions,
    addon_item_quantity: row.item_quantity,
    addon_item_price: toWireRupees(row.price_paise),
    addon_effective_price: toWireRupees(row.amount_paise),
    addon_payment_extra_or_refund: row.extra_or_refund,
    addon_payment_type: row.payment_type,
    addon_payment_source: row.payment_via,
    addon_payment_tracking_id: row.payment_tracking_id,
    addon_extra_payment_status: row.payment_status,
    addon_extra_payment_status_label: MODIFICATION_PAYMENT_LABELS[row.payment_status],
    addon_reason: row.reason,
    addon_reason_label: SHIPMENT_BLOCK_REASONS.find((r) => r.id === row.reason)?.label ?? '',
    addon_comments: row.comments,
    before: {
      item_sku: row.before_item_sku,
      item_dimensions: row.before_item_dimensions,
      item_quantity: row.before_item_quantity,
      item_price: toWireRupees(row.before_price_paise),
    },
    modified_by:
      row.modified_by_login_id === null
        ? null
        : { login_id: row.modified_by_login_id, name: by.name ?? '' },
    transaction_id: by.transaction_id,
    version: row.version,
  };
}

/** A cart's modifications, newest first (the cart-edit screen's modification table). */
export async function modificationsOfCart(
  db: Database,
  cartId: number,
): Promise<CartModificationView[]> {
  const rows = await db
    .select({
      row: cartModifications,
      name: staff.name,
      transaction_id: paymentLinks.transaction_id,
    })
    .from(cartModifications)
    .leftJoin(staff, eq(staff.login_id, cartModifications.modified_by_login_id))
    .leftJoin(paymentLinks, eq(paymentLinks.id, cartModifications.payment_link_id))
    .where(eq(cartModifications.cart_id, cartId))
    .orderBy(desc(cartModifications.created_at), desc(cartModifications.id));
  return rows.map(({ row, ...by }) => toModificationView(row, by));
}
