import { STATUS } from '@backoffice/domain/orders';
import type { CartAssignmentSheetRow } from '@backoffice/domain/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, cartOfOrder, cartStatusCountOf } from '../../../test/sheet-apply';
import { applySheetRowsAs } from '../../../test/sheet-callers';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { cartAssignmentSheetApplier } from './cart-assignment-sheet.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM_LEADER = 6;

const newOrderCount = (loginId: number) => cartStatusCountOf(t, 0, STATUS.NEW_ORDER, loginId);

const row = (order_id: string, cart_id: number, login_id: number): CartAssignmentSheetRow => ({
  order_id,
  cart_id,
  login_id,
  comment: null,
});

describe('the cart assignment sheet applier', () => {
  it("gives the cart to the agent with the order's comment, the audit and the list counts", async () => {
    const cart = await cartOfOrder(t, 'UNASSGND');
    const [unassigned, agent] = [await newOrderCount(0), await newOrderCount(2)];
    const answers = await applySheetRowsAs(t, TEAM_LEADER, cartAssignmentSheetApplier, [
      row('UNASSGND', cart.id, 2),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect(await cartOfOrder(t, 'UNASSGND')).toMatchObject({ assigned_login_id: 2 });
    expect(await newOrderCount(0)).toBe(unassigned - 1);
    expect(await newOrderCount(2)).toBe(agent + 1);
    const audit = await auditOf(t, 'cart', [String(cart.id)]);
    expect(audit.at(-1)).toMatchObject({
      actor_login_id: TEAM_LEADER,
      changes: { assigned_login_id: { before: null, after: 2 } },
      reason: 'Assigned to Priya Nair',
    });
  });

  it('refuses the rows the assignment rules or the data refuse, writing nothing for them', async () => {
    const newOrder = await cartOfOrder(t, 'NEWORDER');
    const instructions = await cartOfOrder(t, 'INSTRDUE');
    const answers = await applySheetRowsAs(t, TEAM_LEADER, cartAssignmentSheetApplier, [
      row('NEWORDER', newOrder.id, 2),
      row('NEWORDER', newOrder.id, 3),
      row('NEWORDER', newOrder.id, 6),
      row('NEWORDER', instructions.id, 3),
      row('ZZZZZZZZ', newOrder.id, 2),
      row('NEWORDER', newOrder.id, 99_999),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Agent Login ID', message: 'Already assigned to Priya Nair' },
      {
        row: 3,
        ok: false,
        column: 'Agent Login ID',
        message: expect.stringMatching(/does not work the New Order list$/),
      },
      {
        row: 4,
        ok: false,
        column: 'Agent Login ID',
        message: expect.stringMatching(/is a Team Leader: assign the cart to an agent$/),
      },
      {
        row: 5,
        ok: false,
        column: 'Cart ID',
        message: expect.stringContaining(String(instructions.id)),
      },
      { row: 6, ok: false, column: 'Order ID', message: 'Order not found' },
      { row: 7, ok: false, column: 'Agent Login ID', message: 'Select an agent' },
    ]);
    expect(await cartOfOrder(t, 'NEWORDER')).toEqual(newOrder);
  });

  it('refuses every row to an uploader who may not assign carts', async () => {
    const cart = await cartOfOrder(t, 'HOLDABLE');
    const answers = await applySheetRowsAs(t, 13, cartAssignmentSheetApplier, [
      row('HOLDABLE', cart.id, 2),
    ]);
    expect(answers).toEqual([{ row: 2, ok: false, column: '', message: 'Access Forbidden' }]);
  });
});

describe('POST /api/upload-sheet-by-type/ (cart-assignment)', () => {
  it("applies a Team Leader's sheet and answers each row", async () => {
    const cart = await cartOfOrder(t, 'MULTICRT');
    const response = await upload(
      t,
      TEAM_LEADER,
      '/api/upload-sheet-by-type/',
      {
        name: 'assign.csv',
        bytes: csvOf([
          ['Order ID', 'Cart ID', 'Agent Login ID'],
          ['ZZZZZZZZ', String(cart.id), '2'],
        ]),
      },
      { fields: { upload_type: 'cart-assignment' } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ row: 2, ok: false, message: 'Order ID: Order not found' }),
    ]);
  });
});
