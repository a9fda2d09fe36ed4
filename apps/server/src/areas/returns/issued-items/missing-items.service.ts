import { issuedItems } from '@backoffice/db/schema';
import {
  ISSUE_MESSAGES,
  type MissingItemFulfilledResponse,
  type MissingItemsResponse,
  type TFulfilMissingItemRequest,
  type TMissingItemsQuery,
} from '@backoffice/domain/returns';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { lockCartWithOrder } from '../../orders/index';
import { issuedItemById, missingItemsPage, missingItemsWhere } from './issued-items.queries';
import { issueError } from './issued-items.errors';

/** /missing-items: a page of missing items in one state (pending by default) or all. */
export async function listMissingItems(
  ctx: AppContext,
  query: TMissingItemsQuery,
): Promise<MissingItemsResponse> {
  const states = query.status === 'all' ? (['pending', 'fulfilled'] as const) : [query.status];
  const page = await missingItemsPage(ctx.db, missingItemsWhere(states), query);
  return { ...page, limit: query.limit, offset: query.offset };
}

/**
 * Marks a pending missing item fulfilled (the warehouse sent it), at the version read: the
 * cart's history gets the sentence, and a second fulfilment is refused.
 */
export async function fulfilMissingItem(
  ctx: AppContext,
  caller: StaffCaller,
  id: number,
  input: TFulfilMissingItemRequest,
  idempotency: IdempotentRequest | null,
): Promise<MissingItemFulfilledResponse> {
  return runUseCase(ctx, caller, ({ tx, record, now }) =>
    onceOnly(tx, idempotency, async () => {
      const [found] = await tx
        .select({ cart_id: issuedItems.cart_id })
        .from(issuedItems)
        .where(and(eq(issuedItems.id, id), eq(issuedItems.item_type, 5)));
      if (!found) throw issueError('returns.missing_item_not_found');
      // The order and cart first, as every cart change locks them, then the item.
      const locked = await lockCartWithOrder(tx, found.cart_id);
      const [item] = await tx
        .select()
        .from(issuedItems)
        .where(eq(issuedItems.id, id))
        .for('update');
      if (!locked || !item) throw issueError('returns.missing_item_not_found');
      if (item.version !== input.version) throw new AppError('STALE');
      if (item.status === 'fulfilled') throw issueError('returns.missing_item_fulfilled');
      await tx
        .update(issuedItems)
        .set({
          status: 'fulfilled',
          fulfilled_at: now,
          fulfilled_by_login_id: caller.login_id,
          version: sql`${issuedItems.version} + 1`,
          updated_at: now,
        })
        .where(eq(issuedItems.id, id));
      await record.change({
        entity: 'cart',
        id: item.cart_id,
        changes: { [`issued_item.${id}.status`]: { before: 'pending', after: 'fulfilled' } },
        comment: {
          order_id: item.order_id,
          cart_id: item.cart_id,
          order_status: locked.cart.orm_order_status,
          text: `Missing item fulfilled: ${item.description}, quantity ${item.quantity}`,
        },
      });
      const fulfilled = await issuedItemById(tx, id);
      if (!fulfilled) throw new Error('fulfilMissingItem: the item went missing');
      return { success: true as const, message: ISSUE_MESSAGES.fulfilled, item: fulfilled };
    }),
  );
}
