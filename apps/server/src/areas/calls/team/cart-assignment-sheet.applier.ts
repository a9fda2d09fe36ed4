import { can } from '@backoffice/domain/access';
import { CART_ASSIGNMENT_SHEET, type CartAssignmentSheetRow } from '@backoffice/domain/uploads';
import type { AppContext } from '../../../core/context';
import { AppError, ERROR_CODES } from '../../../core/errors';
import type { AppliedRow, SheetApplier, ValidRow } from '../../../core/sheets/index';
import type { UseCaseScope } from '../../../core/use-case';
import { principalOfCaller } from '../../identity/index';
import { lockOrderWithCarts, orderNotFound } from '../../orders/index';
import { agentOf, assignLockedCarts } from './cart-assignment.service';
import { teamError } from './team.errors';

/** The column of the sheet a refusal of the assignment rules is about. */
const COLUMN_OF_REFUSAL: Readonly<Record<string, string>> = {
  'orders.order_not_found': 'Order ID',
  'calls.cart_not_in_order': 'Cart ID',
  'calls.invalid_agent': 'Agent Login ID',
  'calls.assignment_refused': 'Agent Login ID',
  'calls.already_assigned': 'Agent Login ID',
};

/**
 * The cart assignment sheet (/upload-sheet-by-type): each row gives one cart to an agent as a
 * Team Leader's assignment does (the agent rule, the order's comment, the audit, the list
 * counts), by the caller of the upload, written in the upload's transaction. A row the rules
 * refuse answers the message the assignment would show and writes nothing.
 */
export const cartAssignmentSheetApplier: SheetApplier<CartAssignmentSheetRow> = {
  type: CART_ASSIGNMENT_SHEET,
  async applyBatch(ctx, scope, rows) {
    const applied: AppliedRow[] = [];
    for (const row of rows) applied.push(await assignRow(ctx, scope, row));
    return applied;
  },
};

async function assignRow(
  ctx: AppContext,
  scope: UseCaseScope,
  { row, value }: ValidRow<CartAssignmentSheetRow>,
): Promise<AppliedRow> {
  const principal = await principalOfCaller(scope.tx, scope.caller);
  if (!principal || !can(principal, 'team:assign', ctx.config.access)) {
    return { row, ok: false, column: '', message: ERROR_CODES.FORBIDDEN.message };
  }
  try {
    const locked = await lockOrderWithCarts(scope.tx, value.order_id);
    if (!locked) throw orderNotFound();
    const cart = locked.carts.find((c) => c.id === value.cart_id);
    if (!cart) throw teamError('calls.cart_not_in_order', value.cart_id, value.order_id);
    const agent = await agentOf(scope.tx, value.login_id);
    await assignLockedCarts(scope, [cart], agent, value.comment);
    return { row, ok: true };
  } catch (error) {
    // The rules refuse before anything is written: the row fails alone.
    if (!(error instanceof AppError)) throw error;
    return {
      row,
      ok: false,
      column: COLUMN_OF_REFUSAL[error.errorCode] ?? '',
      message: error.message,
    };
  }
}
