import { describe, expect, it } from 'vitest';
import { ORDER_REQUEST_MESSAGES } from '../../orders/order-requests';
import { UPLOAD_MESSAGES } from '../messages';
import { numberRows, validateRows } from '../row-results';
import { CART_ASSIGNMENT_SHEET, ZCartAssignmentSheetRow } from './cart-assignment';
import { CART_SHEET_MESSAGES } from './order-status';

const ROW = { order_id: 'UNASSGND', cart_id: '100009', login_id: '2' };
const loginIdMessage = UPLOAD_MESSAGES.wholeNumberBetween('Agent Login ID', 1, 2_147_483_647);

describe('the cart assignment sheet row', () => {
  it('reads the order, the cart, the agent and an optional comment', () => {
    expect(ZCartAssignmentSheetRow.parse(ROW)).toEqual({
      order_id: 'UNASSGND',
      cart_id: 100009,
      login_id: 2,
      comment: null,
    });
    expect(ZCartAssignmentSheetRow.parse({ ...ROW, comment: ' Shift A ' }).comment).toBe('Shift A');
  });

  it.each([
    ['order_id', undefined, ORDER_REQUEST_MESSAGES.invalidOrderId],
    ['cart_id', 'abc', CART_SHEET_MESSAGES.invalidCartId],
    ['login_id', '', UPLOAD_MESSAGES.required('Agent Login ID')],
    ['login_id', '0', loginIdMessage],
    ['login_id', 'agent2', loginIdMessage],
    ['comment', 'x'.repeat(1001), 'At most 1000 characters'],
  ])('refuses %s %j: %s', (key, value, message) => {
    const outcome = ZCartAssignmentSheetRow.safeParse({ ...ROW, [key]: value });
    expect(outcome.error?.issues).toEqual([expect.objectContaining({ path: [key], message })]);
  });
});

describe('the cart assignment sheet', () => {
  it('applies the valid rows, and its sample is valid', () => {
    expect(CART_ASSIGNMENT_SHEET.applyMode).toBe('valid-rows-only');
    const rows = numberRows(CART_ASSIGNMENT_SHEET.sampleRows);
    expect(validateRows(CART_ASSIGNMENT_SHEET, rows).errorCount).toBe(0);
  });
});
