import { z } from 'zod';
import {
  ORDER_COMMENT_MAX_LENGTH,
  ORDER_REQUEST_MESSAGES,
  ZOrderRandomId,
} from '../../orders/order-requests';
import {
  SHIPMENT_BLOCK_REASONS,
  type ShipmentBlockReasonId,
} from '../../orders/shipment-block-reasons';
import { ORDER_STATUSES, STATUS, type StatusId } from '../../orders/statuses';
import { defineSheetType, type SheetColumn } from '../sheet-type';
import { optionalCell, requiredCell } from './cells';

/** The columns of the order status sheet, in the order of its sample. */
export const ORDER_STATUS_SHEET_COLUMNS = [
  { key: 'order_id', header: 'Order ID', required: true },
  { key: 'cart_id', header: 'Cart ID', required: true },
  { key: 'status', header: 'Status', required: true },
  { key: 'hold_reason', header: 'Hold Reason', required: false },
  { key: 'comment', header: 'Comment', required: true },
] as const satisfies readonly SheetColumn[];

type OrderStatusColumnKey = (typeof ORDER_STATUS_SHEET_COLUMNS)[number]['key'];
const H = Object.fromEntries(ORDER_STATUS_SHEET_COLUMNS.map((c) => [c.key, c.header])) as Record<
  OrderStatusColumnKey,
  string
>;

/** The messages of the by-type sheets that name an order's cart (status, assignment). */
export const CART_SHEET_MESSAGES = {
  invalidCartId: 'Cart ID must be a positive whole number',
  invalidStatus: 'Status must be a status name or id, as the status list shows it',
  invalidHoldReason: 'Hold Reason must be a reason name or id (1 to 8)',
  holdReasonRequired: ORDER_REQUEST_MESSAGES.holdReasonRequired,
  commentRequired: ORDER_REQUEST_MESSAGES.commentRequired,
  cartNotInOrder: (cartId: number, orderRandomId: string) =>
    `Cart ${cartId} is not a cart of order ${orderRandomId}`,
} as const;
const M = CART_SHEET_MESSAGES;

/** An id or a name of a catalogue, typed in a cell: the id it names, or undefined. */
function byIdOrLabel<Id extends number>(
  catalogue: readonly { id: Id; label: string }[],
  typed: string,
): Id | undefined {
  const wanted = typed.trim().toLowerCase();
  return catalogue.find((e) => String(e.id) === wanted || e.label.toLowerCase() === wanted)?.id;
}

/** An order's random id in a cell, upper-cased ('Invalid order id'). */
export const orderIdCell = z
  .string({ error: ORDER_REQUEST_MESSAGES.invalidOrderId })
  .pipe(ZOrderRandomId);

/** A cart's id in a cell. */
export const cartIdCell = requiredCell('Cart ID')
  .regex(/^[1-9]\d{0,9}$/, M.invalidCartId)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, M.invalidCartId);

const status = requiredCell(H.status).transform((v, ctx): StatusId => {
  const id = byIdOrLabel(ORDER_STATUSES, v);
  if (id !== undefined) return id;
  ctx.issues.push({ code: 'custom', message: M.invalidStatus, input: v });
  return z.NEVER;
});

/** The longest a Hold Reason cell may be: the longest reason name (an id is shorter). */
export const HOLD_REASON_CELL_MAX_LENGTH = Math.max(
  ...SHIPMENT_BLOCK_REASONS.map((reason) => reason.label.length),
);

const holdReason = optionalCell(
  z
    .string()
    .max(HOLD_REASON_CELL_MAX_LENGTH, { error: M.invalidHoldReason, abort: true })
    .transform((v, ctx): ShipmentBlockReasonId => {
      const id = byIdOrLabel(SHIPMENT_BLOCK_REASONS, v);
      if (id !== undefined) return id;
      ctx.issues.push({ code: 'custom', message: M.invalidHoldReason, input: v });
      return z.NEVER;
    }),
);

/** One row of the order status sheet: a cart's new status, as the order page changes it. */
export const ZOrderStatusSheetRow = z
  .object({
    order_id: orderIdCell,
    cart_id: cartIdCell,
    status,
    hold_reason: holdReason,
    comment: z
      .string({ error: M.commentRequired })
      .trim()
      .min(1, { error: M.commentRequired, abort: true })
      .max(ORDER_COMMENT_MAX_LENGTH, `At most ${ORDER_COMMENT_MAX_LENGTH} characters`),
  })
  .refine((row) => row.status !== STATUS.HOLD || row.hold_reason !== null, {
    path: ['hold_reason'],
    message: M.holdReasonRequired,
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'status' || issue.path?.[0] === 'hold_reason',
      ),
  });
export type OrderStatusSheetRow = z.output<typeof ZOrderStatusSheetRow>;

/**
 * The order status sheet (/upload-sheet-by-type). Applied valid rows only: each row is one cart's
 * status change, standing alone as it does from a work list's bulk change.
 */
export const ORDER_STATUS_SHEET = defineSheetType<OrderStatusSheetRow>({
  key: 'order-status',
  label: 'Order Status',
  description:
    "Changes carts' statuses as the order page does: the allowed targets of each cart's status for you, a reason for Hold, the comment in the order's history.",
  columns: ORDER_STATUS_SHEET_COLUMNS,
  rowSchema: ZOrderStatusSheetRow,
  applyMode: 'valid-rows-only',
  sampleRows: [
    {
      order_id: 'NEWORDER',
      cart_id: '100001',
      status: 'Confirmed',
      hold_reason: '',
      comment: 'Confirmed with the customer on call',
    },
    {
      order_id: 'HOLDABLE',
      cart_id: '100003',
      status: 'Hold',
      hold_reason: 'Customer Request',
      comment: 'Customer asked to deliver next month',
    },
  ],
});
