import { randomInt } from 'node:crypto';
import type { Database } from '@backoffice/db';
import { posLines, posOrders } from '@backoffice/db/schema';
import {
  newPosOrderRandomId,
  POS_PLACING_MESSAGES as M,
  type PosActionAnswer,
  type TPosOrderActionRequest,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import { AppError } from '../../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../../core/use-case';
import { cancelAtProviderAfterCommit } from '../../../sales/index';
import { posPlacingError } from './placing.errors';
import { callerStore, linesOf, storeOrder } from './pos-order.queries';
import { lockedPosOrder } from './sale-record';

/** A random id no POS order holds yet. */
async function unusedOrderRandomId(tx: Database): Promise<string> {
  for (;;) {
    const id = newPosOrderRandomId(randomInt);
    const [taken] = await tx
      .select({ id: posOrders.id })
      .from(posOrders)
      .where(eq(posOrders.order_random_id, id));
    if (!taken) return id;
  }
}

/**
 * Create New Order (offered when no gift card was used): the POS order's lines are copied to a
 * new POS order of the same customer and store, and the old one is cancelled; a payment in
 * progress is cancelled at the provider after the commit (the outbox). One transaction, both
 * audited.
 */
export async function createNewOrderFromOld(
  ctx: AppContext,
  caller: StaffCaller,
  input: TPosOrderActionRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosActionAnswer> {
  const store = await callerStore(ctx.db, caller);
  // 404 for an unknown order, 403 for another store's, before anything is written.
  await storeOrder(ctx.db, store, input.order_random_id);
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async (): Promise<PosActionAnswer> => {
      const { tx, now, record } = scope;
      const order = await lockedPosOrder(scope, input.order_random_id);
      if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
      if (order.is_order_created) throw posPlacingError('retail.pos_already_placed');
      if (order.giftcard_paise > 0) throw posPlacingError('retail.pos_gift_card_used');
      if (order.version !== input.version) throw new AppError('STALE');
      if (order.ptr_id !== null) await cancelAtProviderAfterCommit(tx, order.ptr_id);
      const newId = await unusedOrderRandomId(tx);
      const [created] = await tx
        .insert(posOrders)
        .values({
          order_random_id: newId,
          retail_store_id: order.retail_store_id,
          customer_id: order.customer_id,
          mobile_number: order.mobile_number,
          created_by_login_id: caller.login_id,
          coupon_code: order.coupon_code,
          shipping_address_id: order.shipping_address_id,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!created) throw new Error('createNewOrderFromOld: no row');
      const lines = await linesOf(tx, order.id);
      if (lines.length > 0) {
        await tx.insert(posLines).values(
          lines.map((line) => ({
            pos_order_id: created.id,
            item_sku: line.item_sku,
            item_dimensions: line.item_dimensions,
            item_model: line.item_model,
            product: line.product,
            item_quantity: line.item_quantity,
            item_price_paise: line.item_price_paise,
            item_mrp_paise: line.item_mrp_paise,
            delivery_mode: line.delivery_mode,
            delivery_charges_paise: line.delivery_charges_paise,
            is_instant_invoice: line.is_instant_invoice,
            batch_number: line.batch_number,
            extra_specifications: line.extra_specifications,
            created_at: now,
            updated_at: now,
          })),
        );
      }
      await tx
        .update(posOrders)
        .set({
          is_order_cancelled: true,
          ptr_id: null,
          version: order.version + 1,
          updated_at: now,
        })
        .where(eq(posOrders.id, order.id));
      await record.change({
        entity: 'pos_order',
        id: order.order_random_id,
        changes: {
          is_order_cancelled: { before: false, after: true },
          new_order: { before: null, after: newId },
        },
        reason: `Replaced by new order ${newId}`,
      });
      await record.change({
        entity: 'pos_order',
        id: newId,
        changes: { created_from: { before: null, after: order.order_random_id } },
        reason: `Created from order ${order.order_random_id} with its ${lines.length} products`,
      });
      return {
        success: true,
        message: M.newOrderCreated(newId),
        order_random_id: order.order_random_id,
        is_order_created: 0,
        order_id: null,
        new_order_random_id: newId,
        version: order.version + 1,
      };
    }),
  );
}
