import { cartDockets } from '@backoffice/db/schema';
import {
  LOGISTICS_SHEET,
  LOGISTICS_SHEET_MESSAGES as L,
  type LogisticsSheetRow,
} from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { lockedCartOfRow } from './sheet-cart';

/** Assigns the row's docket to its cart with a comment on the order, or says why it cannot. */
async function assignDocket(
  { tx, record, now }: UseCaseScope,
  row: LogisticsSheetRow,
): Promise<RowRefusal | null> {
  const found = await lockedCartOfRow(tx, row.order_random_id, row.cart_id);
  if (!('cart' in found)) return found;
  const { order, cart } = found;
  const holders = await tx
    .select()
    .from(cartDockets)
    .where(eq(cartDockets.docket_number, row.docket_number));
  const elsewhere = holders.find((d) => d.cart_id !== cart.id);
  if (elsewhere) return { column: 'Docket Number', message: L.docketTaken(elsewhere.cart_id) };
  // The same docket with the same partner on the same cart is the row sent again.
  if (holders.some((d) => d.courier_name === row.logistic_partner)) return null;
  const [docket] = await tx
    .insert(cartDockets)
    .values({
      cart_id: cart.id,
      docket_number: row.docket_number,
      courier_name: row.logistic_partner,
      created_at: now,
    })
    .returning();
  if (!docket) throw new Error('logistics sheet: the docket insert returned no row');
  await record.change({
    entity: 'cart_docket',
    id: docket.id,
    changes: {
      cart_id: { before: null, after: cart.id },
      docket_number: { before: null, after: row.docket_number },
      courier_name: { before: null, after: row.logistic_partner },
    },
    reason: 'Logistics sheet',
    comment: {
      order_id: order.id,
      cart_id: cart.id,
      text: L.docketAssigned(row.docket_number, row.logistic_partner),
    },
  });
  return null;
}

/**
 * The logistics sheet (sheet type `logistics`): each row assigns a courier docket and its
 * logistic partner to a cart of an order, with a comment on the order; the order page's cart
 * details and Track Order show the cart's latest docket. An unknown order, a cart of another
 * order, a cancelled cart or a docket already on another cart fails its row.
 */
export const logisticsSheetApplier: SheetApplier<LogisticsSheetRow> = {
  type: LOGISTICS_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => assignDocket(scope, row)),
};
