import { posOrders, type AuditChanges, type PosOrderRow } from '@backoffice/db/schema';
import { POS_MESSAGES, type PosWriteAnswer } from '@backoffice/domain/retail/pos';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { callerStore, storeOrder } from './placing/pos-order.queries';
import { posPlacingError } from './placing/placing.errors';
import { posError } from './pos.errors';

type PosScope = UseCaseScope<StaffCaller>;

/**
 * A POS order of the caller's store, locked for a change: refused once cancelled or once a payment
 * type is set (read-only, 002 section 4), and when the till read another version (409).
 */
export async function orderForWrite(
  scope: PosScope,
  input: { order_random_id: string; version: number },
): Promise<PosOrderRow> {
  const store = await callerStore(scope.tx, scope.caller);
  const order = await storeOrder(scope.tx, store, input.order_random_id, true);
  if (order.is_order_cancelled) throw posPlacingError('retail.pos_order_cancelled');
  if (order.payment_type !== null || order.is_order_created) throw posError('retail.pos_read_only');
  if (order.version !== input.version) throw new AppError('STALE');
  return order;
}

/**
 * Writes a change of a POS order (its own columns, if any), moves its version on and records
 * the change: answers the new version.
 */
export async function saveOrderChange(
  scope: PosScope,
  order: PosOrderRow,
  change: { set?: Partial<PosOrderRow>; changes: AuditChanges; reason: string },
): Promise<number> {
  const version = order.version + 1;
  await scope.tx
    .update(posOrders)
    .set({ ...change.set, version, updated_at: scope.now })
    .where(and(eq(posOrders.id, order.id), eq(posOrders.version, order.version)));
  await scope.record.change({
    entity: 'pos_order',
    id: order.order_random_id,
    changes: change.changes,
    reason: change.reason,
  });
  return version;
}

/** The answer of a cart edit: the message and the order's new version. */
export const writeAnswer = (
  order: PosOrderRow,
  version: number,
  message: string,
): PosWriteAnswer => ({
  success: true as const,
  message,
  order_random_id: order.order_random_id,
  version,
});

/** What an edit of a POS order did: its own columns changed (if any), the history, the message. */
export interface PosEdit {
  set?: Partial<PosOrderRow>;
  changes: AuditChanges;
  reason: string;
  message?: string;
}

/**
 * One edit of a POS order as every cart, coupon and address call runs it: once per
 * Idempotency-Key, in one transaction, on the order of the caller's store at the version the
 * till read; the order's version moves on and the change is recorded.
 */
export function editPosOrder(
  ctx: AppContext,
  caller: StaffCaller,
  input: { order_random_id: string; version: number },
  idempotency: IdempotentRequest | null,
  edit: (scope: PosScope, order: PosOrderRow) => Promise<PosEdit>,
): Promise<PosWriteAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const order = await orderForWrite(scope, input);
      const done = await edit(scope, order);
      const version = await saveOrderChange(scope, order, done);
      return writeAnswer(order, version, done.message ?? POS_MESSAGES.success);
    }),
  );
}
