import { z } from 'zod';
import { ORDER_COMMENT_MAX_LENGTH } from '../../orders/order-requests';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { cartIdCell, orderIdCell } from './order-status';
import { optionalCell, wholeNumberCell } from './cells';

/** The columns of the cart assignment sheet, in the order of its sample. */
export const CART_ASSIGNMENT_SHEET_COLUMNS = [
  { key: 'order_id', header: 'Order ID', required: true },
  { key: 'cart_id', header: 'Cart ID', required: true },
  { key: 'login_id', header: 'Agent Login ID', required: true },
  { key: 'comment', header: 'Comment', required: false },
] as const satisfies readonly SheetColumn[];

/** The highest login id there is (a 32-bit integer in the database). */
const MAX_LOGIN_ID = 2_147_483_647;

/** One row of the cart assignment sheet: a cart given to an agent, as a Team Leader does. */
export const ZCartAssignmentSheetRow = z.object({
  order_id: orderIdCell,
  cart_id: cartIdCell,
  login_id: wholeNumberCell('Agent Login ID', 1, MAX_LOGIN_ID),
  comment: optionalCell(
    z.string().max(ORDER_COMMENT_MAX_LENGTH, `At most ${ORDER_COMMENT_MAX_LENGTH} characters`),
  ),
});
export type CartAssignmentSheetRow = z.output<typeof ZCartAssignmentSheetRow>;

/**
 * The cart assignment sheet (/upload-sheet-by-type). Applied valid rows only: each row gives one
 * cart to an agent and stands alone, as in a work list's bulk assign.
 */
export const CART_ASSIGNMENT_SHEET = defineSheetType<CartAssignmentSheetRow>({
  key: 'cart-assignment',
  label: 'Cart Assignment',
  description:
    "Gives carts to agents as a Team Leader's assignment does: the agent must be active, not a Team Leader, and work the list of the cart's status.",
  columns: CART_ASSIGNMENT_SHEET_COLUMNS,
  rowSchema: ZCartAssignmentSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    { order_id: 'UNASSGND', cart_id: '100009', login_id: '2', comment: 'Morning shift' },
    { order_id: 'MULTICRT', cart_id: '100008', login_id: '2', comment: '' },
  ],
});
