import type { Database } from '@backoffice/db';
import { staff, type ReplacementRow } from '@backoffice/db/schema';
import { toWireRupees } from '@backoffice/domain/core/money';
import type { Replacement } from '@backoffice/domain/returns';
import { eq } from 'drizzle-orm';

/** A replacement as the answers show it, with the name of who created it. */
export async function replacementView(tx: Database, row: ReplacementRow): Promise<Replacement> {
  const [creator] = await tx
    .select({ name: staff.name })
    .from(staff)
    .where(eq(staff.login_id, row.created_by_login_id));
  return {
    id: row.id,
    version: row.version,
    request_id: row.request_id,
    cart_pid: row.cart_id,
    item_sku: row.item_sku,
    item_name: row.item_name,
    item_dimensions: row.item_dimensions,
    quantity: row.quantity,
    dealer_cx_price:
      row.dealer_cx_price_paise === null ? null : toWireRupees(row.dealer_cx_price_paise),
    new_cart_pid: row.new_cart_id,
    created_by: { login_id: row.created_by_login_id, name: creator?.name ?? '' },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
