import { describe, expect, it } from 'vitest';
import { ORDER_REQUEST_MESSAGES } from '../../orders/order-requests';
import { STATUS } from '../../orders/statuses';
import { UPLOAD_MESSAGES } from '../messages';
import { numberRows, validateRows } from '../row-results';
import {
  CART_SHEET_MESSAGES as M,
  HOLD_REASON_CELL_MAX_LENGTH,
  ORDER_STATUS_SHEET,
  ZOrderStatusSheetRow,
} from './order-status';

const ROW = { order_id: 'neworder', cart_id: '100001', status: 'Confirmed', comment: 'On call' };

describe('the order status sheet row', () => {
  it.each([
    ['Confirmed', STATUS.CONFIRMED],
    ['2', STATUS.CONFIRMED],
    ['call not connected (cnc)', STATUS.CALL_NOT_CONNECTED],
    [' P&P END ', STATUS.P_AND_P_END],
  ])('reads the status %j as %i', (status, id) => {
    expect(ZOrderStatusSheetRow.parse({ ...ROW, status })).toEqual({
      order_id: 'NEWORDER',
      cart_id: 100001,
      status: id,
      hold_reason: null,
      comment: 'On call',
    });
  });

  it.each([
    ['Customer Request', 3],
    ['3', 3],
    ['sale benefit', 8],
  ])('reads the hold reason %j as %i', (reason, id) => {
    const row = ZOrderStatusSheetRow.parse({ ...ROW, status: 'Hold', hold_reason: reason });
    expect(row.hold_reason).toBe(id);
  });

  it.each([
    ['order_id', '', ORDER_REQUEST_MESSAGES.invalidOrderId],
    ['order_id', 'ORDER-1', ORDER_REQUEST_MESSAGES.invalidOrderId],
    ['cart_id', '', UPLOAD_MESSAGES.required('Cart ID')],
    ['cart_id', '0', M.invalidCartId],
    ['cart_id', '12.5', M.invalidCartId],
    ['cart_id', '9999999999', M.invalidCartId],
    ['status', '', UPLOAD_MESSAGES.required('Status')],
    ['status', 'Shipped soon', M.invalidStatus],
    ['status', '35', M.invalidStatus],
    ['hold_reason', 'Weather', M.invalidHoldReason],
    ['hold_reason', 'x'.repeat(HOLD_REASON_CELL_MAX_LENGTH + 1), M.invalidHoldReason],
    ['comment', '', M.commentRequired],
    ['comment', 'x'.repeat(1001), 'At most 1000 characters'],
  ])('refuses %s %j: %s', (key, value, message) => {
    const outcome = ZOrderStatusSheetRow.safeParse({ ...ROW, [key]: value });
    expect(outcome.error?.issues).toEqual([expect.objectContaining({ path: [key], message })]);
  });

  it('asks a reason for Hold, and only for Hold', () => {
    const hold = ZOrderStatusSheetRow.safeParse({ ...ROW, status: 'Hold', hold_reason: '' });
    expect(hold.error?.issues).toEqual([
      expect.objectContaining({ path: ['hold_reason'], message: M.holdReasonRequired }),
    ]);
    expect(ZOrderStatusSheetRow.safeParse({ ...ROW, hold_reason: '' }).success).toBe(true);
  });
});

describe('the order status sheet', () => {
  it('applies the valid rows, and its sample is valid', () => {
    expect(ORDER_STATUS_SHEET.applyMode).toBe('valid-rows-only');
    const rows = numberRows(ORDER_STATUS_SHEET.sampleRows);
    expect(validateRows(ORDER_STATUS_SHEET, rows).errorCount).toBe(0);
  });
});
