import { shippingLabels } from '@backoffice/db/schema';
import {
  OPERATIONS_SHEET_MESSAGES as O,
  SHIPPING_LABEL_SHEET,
  type ShippingLabelSheetRow,
} from '@backoffice/domain/uploads';
import { eq, sql } from 'drizzle-orm';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { lockedCartOfRow } from './sheet-cart';

/** A new label starts as created, as its first transit says. */
const NEW_LABEL_STATUS = 'Created';

/** Assigns the row's label to its cart, or changes the partner of the label the cart has. */
async function assignLabel(
  scope: UseCaseScope,
  row: ShippingLabelSheetRow,
): Promise<RowRefusal | null> {
  const { tx, record, now } = scope;
  const found = await lockedCartOfRow(tx, row.order_id, row.cart_id);
  if (!('cart' in found)) return found;
  const { order, cart } = found;
  const [existing] = await tx
    .select()
    .from(shippingLabels)
    .where(eq(shippingLabels.mid_shipping_label, row.shipping_label))
    .for('update');
  if (existing && existing.cart_id !== cart.id) {
    return { column: 'Shipping Label', message: O.labelTaken(existing.cart_id) };
  }
  // The same label on the same cart, with the same partner, is the row sent again.
  if (existing?.logistic_partner === row.logistic_partner) return null;
  const comment = {
    order_id: order.id,
    cart_id: cart.id,
    text: `Shipping label ${row.shipping_label} assigned with ${row.logistic_partner}`,
  };
  if (existing) {
    await tx
      .update(shippingLabels)
      .set({
        logistic_partner: row.logistic_partner,
        version: sql`${shippingLabels.version} + 1`,
        updated_at: now,
      })
      .where(eq(shippingLabels.id, existing.id));
    await record.change({
      entity: 'shipping_label',
      id: existing.id,
      changes: {
        logistic_partner: { before: existing.logistic_partner, after: row.logistic_partner },
      },
      reason: 'Shipping label sheet',
      comment,
    });
    return null;
  }
  const [label] = await tx
    .insert(shippingLabels)
    .values({
      cart_id: cart.id,
      mid_shipping_label: row.shipping_label,
      status: NEW_LABEL_STATUS,
      logistic_partner: row.logistic_partner,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!label) throw new Error('shipping label sheet: the insert returned no row');
  await record.change({
    entity: 'shipping_label',
    id: label.id,
    changes: {
      cart_id: { before: null, after: cart.id },
      mid_shipping_label: { before: null, after: row.shipping_label },
      logistic_partner: { before: null, after: row.logistic_partner },
    },
    reason: 'Shipping label sheet',
    comment,
  });
  return null;
}

/**
 * The shipping label sheet (sheet type `shipping-labels`): each row assigns a shipping label and
 * its logistic partner to a cart of an order, with a comment on the order. A label already on
 * another cart, an unknown order, a cart of another order or a cancelled cart fails its row.
 */
export const shippingLabelSheetApplier: SheetApplier<ShippingLabelSheetRow> = {
  type: SHIPPING_LABEL_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => assignLabel(scope, row)),
};
