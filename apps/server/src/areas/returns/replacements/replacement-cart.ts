import { addCartStatusCounts, type Database } from '@backoffice/db';
import { carts, type CartRow } from '@backoffice/db/schema';
import { REPLACEMENT_CART_STATUS } from '@backoffice/domain/returns';
import { eq, sql } from 'drizzle-orm';
import type { ReplacementItem } from './replacement-item';

/** The cart line of a replacement: the item at its MRP, nothing to pay, one package per item. */
const lineOf = (item: ReplacementItem) => ({
  item_sku: item.item_sku,
  item_name: item.item_name,
  item_dimensions: item.item_dimensions,
  item_quantity: item.quantity,
  price_paise: 0,
  mrp_paise: item.mrp_paise,
});

/**
 * Writes the cart a replacement ships as, on the returned cart's order and channel: Confirmed
 * and unassigned, so the warehouse invoices and ships it like any confirmed cart, and counted in
 * the work lists' tab counts in the same transaction.
 */
export async function insertReplacementCart(
  tx: Database,
  returned: CartRow,
  item: ReplacementItem,
  now: Date,
): Promise<CartRow> {
  const [cart] = await tx
    .insert(carts)
    .values({
      order_id: returned.order_id,
      affiliate_id: returned.affiliate_id,
      ...lineOf(item),
      discount_paise: 0,
      delivery_charges_paise: 0,
      oda_charges_paise: 0,
      docket_quantity: returned.docket_quantity,
      orm_order_status: REPLACEMENT_CART_STATUS,
      status_changed_at: now,
      assigned_login_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!cart) throw new Error('insertReplacementCart: insert returned no row');
  await addCartStatusCounts(tx, [cart]);
  return cart;
}

/** Changes a replacement cart's line to the modified item; its status and counts stay. */
export async function updateReplacementCart(
  tx: Database,
  cartId: number,
  item: ReplacementItem,
  now: Date,
): Promise<void> {
  await tx
    .update(carts)
    .set({ ...lineOf(item), version: sql`${carts.version} + 1`, updated_at: now })
    .where(eq(carts.id, cartId));
}
