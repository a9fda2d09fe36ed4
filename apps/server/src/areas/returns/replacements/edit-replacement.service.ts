import { carts, replacements } from '@backoffice/db/schema';
import { paiseToRupees } from '@backoffice/domain/core/money';
import {
  isModifiableReplacement,
  REPLACEMENT_MESSAGES,
  type EditReplacement,
  type ReplacementResponse,
} from '@backoffice/domain/returns';
import { eq, sql } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockRequestWithCart } from './locked-request';
import { updateReplacementCart } from './replacement-cart';
import { itemWords, replacementItem } from './replacement-item';
import { replacementView } from './replacement-view';
import { replacementError } from './replacements.errors';

/**
 * Modifies a replacement (edit-replacement/) at the version read, while its cart has not been
 * invoiced: the item, quantity and dealer price change on the replacement and on its cart's
 * line, with the sentences of the order's history. A dealer price left out is kept.
 */
export async function editReplacement(
  ctx: AppContext,
  caller: StaffCaller,
  input: EditReplacement,
  idempotency: IdempotentRequest | null,
): Promise<ReplacementResponse> {
  return runUseCase(ctx, caller, ({ tx, record, now }) =>
    onceOnly(tx, idempotency, async () => {
      const [found] = await tx
        .select({ request_id: replacements.request_id })
        .from(replacements)
        .where(eq(replacements.id, input.replacement_id));
      if (!found) throw replacementError('returns.replacement_not_found');
      const { order, cart, request } = await lockRequestWithCart(tx, found.request_id);
      const [before] = await tx
        .select()
        .from(replacements)
        .where(eq(replacements.id, input.replacement_id))
        .for('update');
      if (!before) throw replacementError('returns.replacement_not_found');
      if (before.version !== input.version) throw new AppError('STALE');
      const [shipping] = before.new_cart_id
        ? await tx.select().from(carts).where(eq(carts.id, before.new_cart_id)).for('update')
        : [];
      if (shipping && !isModifiableReplacement(shipping.orm_order_status)) {
        throw replacementError('returns.replacement_shipped').at('replacement_id');
      }
      const item = await replacementItem(tx, input, request.quantity);
      const after = {
        item_sku: item.item_sku,
        item_name: item.item_name,
        item_dimensions: item.item_dimensions,
        quantity: item.quantity,
        dealer_cx_price_paise:
          input.dealer_cx_price === undefined
            ? before.dealer_cx_price_paise
            : input.dealer_cx_price,
      };
      const [row] = await tx
        .update(replacements)
        .set({ ...after, version: sql`${replacements.version} + 1`, updated_at: now })
        .where(eq(replacements.id, before.id))
        .returning();
      if (!row) throw new Error('editReplacement: update returned no row');
      if (shipping) await updateReplacementCart(tx, shipping.id, item, now);
      const summary = (r: typeof after) => ({
        item: itemWords(r),
        dealer_cx_price:
          r.dealer_cx_price_paise === null ? null : paiseToRupees(r.dealer_cx_price_paise),
      });
      const reason = input.comments || undefined;
      await record.changes([
        {
          entity: 'cart',
          id: cart.id,
          changes: {
            [`replacement.${before.id}`]: { before: summary(before), after: summary(after) },
          },
          ...(reason ? { reason } : {}),
          comment: {
            order_id: order.id,
            cart_id: cart.id,
            order_status: cart.orm_order_status,
            text: `Replacement modified: ${itemWords(after)}`,
          },
        },
        ...(shipping
          ? [
              {
                entity: 'cart',
                id: shipping.id,
                changes: changedFields(shipping, {
                  item_sku: item.item_sku,
                  item_name: item.item_name,
                  item_dimensions: item.item_dimensions,
                  item_quantity: item.quantity,
                }),
                ...(reason ? { reason } : {}),
              },
            ]
          : []),
      ]);
      return {
        success: true as const,
        message: REPLACEMENT_MESSAGES.modified,
        replacement: await replacementView(tx, row),
      };
    }),
  );
}
