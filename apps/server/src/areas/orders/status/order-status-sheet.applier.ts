import { can } from '@backoffice/domain/access';
import {
  CART_SHEET_MESSAGES as M,
  ORDER_STATUS_SHEET,
  type OrderStatusSheetRow,
} from '@backoffice/domain/uploads';
import type { AppContext } from '../../../core/context';
import { ERROR_CODES } from '../../../core/errors';
import type { AppliedRow, SheetApplier, ValidRow } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { principalOfCaller } from '../../identity/index';
import { cartNotFound } from '../details/orders.errors';
import { bulkStatusRefusal } from './bulk-status.service';
import { changeLockedCartStatus } from './order-status.service';
import { lockCartWithOrder } from './order-locks';

/**
 * The order status sheet (/upload-sheet-by-type): each row is the status change a work list's
 * bulk change makes of one cart (its own table for a marketplace-fulfilled cart), by the caller
 * of the upload and under their rules, written in the upload's transaction. A row the rules
 * refuse answers the message the order page would show and writes nothing.
 */
export const orderStatusSheetApplier: SheetApplier<OrderStatusSheetRow> = {
  type: ORDER_STATUS_SHEET,
  async applyBatch(ctx, scope, rows) {
    const applied: AppliedRow[] = [];
    for (const row of rows) applied.push(await changeRowStatus(ctx, scope, row));
    return applied;
  },
};

async function changeRowStatus(
  ctx: AppContext,
  scope: UseCaseScope,
  { row, value }: ValidRow<OrderStatusSheetRow>,
): Promise<AppliedRow> {
  const principal = await principalOfCaller(scope.tx, scope.caller);
  if (!principal || !can(principal, 'orders:update-status', ctx.config.access)) {
    return { row, ok: false, column: '', message: ERROR_CODES.FORBIDDEN.message };
  }
  const locked = await lockCartWithOrder(scope.tx, value.cart_id);
  if (!locked) return { row, ok: false, column: 'Cart ID', message: cartNotFound().message };
  if (locked.order.order_random_id !== value.order_id) {
    const message = M.cartNotInOrder(value.cart_id, value.order_id);
    return { row, ok: false, column: 'Cart ID', message };
  }
  const asked = { target: value.status, comment: value.comment, holdReason: value.hold_reason };
  const outcome = await changeLockedCartStatus(
    ctx,
    scope,
    principal,
    locked,
    asked,
    bulkStatusRefusal,
  );
  if (outcome.refusal !== null) {
    return { row, ok: false, column: 'Status', message: outcome.refusal };
  }
  return { row, ok: true };
}
