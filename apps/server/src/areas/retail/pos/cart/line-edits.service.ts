import { posLines } from '@backoffice/db/schema';
import type {
  PosWriteAnswer,
  TChangeQuantityRequest,
  TRemoveProductRequest,
  TUncheckInstantPickupRequest,
} from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../../core/context';
import type { IdempotentRequest } from '../../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../../core/use-case';
import { editPosOrder } from '../order-for-write';
import { posError } from '../pos.errors';
import { lineOfOrder } from './line-of-order';

/** POST cart/remove: a line out of the order. */
export function removeProduct(
  ctx: AppContext,
  caller: StaffCaller,
  input: TRemoveProductRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx }, order) => {
    const line = await lineOfOrder(tx, order.id, input.temp_cart_id);
    await tx.delete(posLines).where(eq(posLines.id, line.id));
    return {
      changes: {
        [`line ${line.id}`]: { before: `${line.item_sku} x ${line.item_quantity}`, after: null },
      },
      reason: 'Product removed',
      message: 'Product removed',
    };
  });
}

/** POST cart/quantity: a line's quantity, 1 to 100. */
export function changeQuantity(
  ctx: AppContext,
  caller: StaffCaller,
  input: TChangeQuantityRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx, now }, order) => {
    const line = await lineOfOrder(tx, order.id, input.temp_cart_id);
    await tx
      .update(posLines)
      .set({ item_quantity: input.item_quantity, updated_at: now })
      .where(eq(posLines.id, line.id));
    return {
      changes: {
        [`line ${line.id} quantity`]: { before: line.item_quantity, after: input.item_quantity },
      },
      reason: 'Quantity changed',
      message: 'Quantity updated',
    };
  });
}

/** POST cart/instant-pickup: the line is delivered instead; its batch list is cleared. */
export function uncheckInstantPickup(
  ctx: AppContext,
  caller: StaffCaller,
  input: TUncheckInstantPickupRequest,
  idempotency: IdempotentRequest | null,
): Promise<PosWriteAnswer> {
  return editPosOrder(ctx, caller, input, idempotency, async ({ tx, now }, order) => {
    const line = await lineOfOrder(tx, order.id, input.temp_cart_id);
    if (!line.is_instant_invoice)
      throw posError('retail.pos_not_instant_pickup').at('temp_cart_id');
    await tx
      .update(posLines)
      .set({ is_instant_invoice: false, batch_number: '', updated_at: now })
      .where(eq(posLines.id, line.id));
    return {
      changes: {
        [`line ${line.id} instant pickup`]: { before: line.batch_number || true, after: false },
      },
      reason: 'Instant pickup unchecked',
      message: 'Instant pickup removed',
    };
  });
}
