import { carts, cartStatusCounts, orders } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import type { CartAssignmentSheetRow } from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/sheet-apply';
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

async function cartOf(orderRandomId: string) {
  const [row] = await t.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(eq(orders.order_random_id, orderRandomId));
  if (!row) throw new Error(`no cart of ${orderRandomId}`);
  return row.cart;
}

async function newOrderCount(loginId: number) {
  const [row] = await t.db
    .select({ count: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, 0),
        eq(cartStatusCounts.orm_order_status, STATUS.NEW_ORDER),
        eq(cartStatusCounts.assigned_login_id, loginId),
      ),
    );
  return row?.count ?? 0;
}

const row = (order_id: string, cart_id: number, login_id: number): CartAssignmentSheetRow => ({
  order_id,
  cart_id,
  login_id,
  comment: null,
});

describe('the cart assignment sheet applier', () => {
  it("gives the cart to the agent with the order's comment, the audit and the list counts", async () => {
    const cart = await cartOf('UNASSGND');
    const [unassigned, agent] = [await newOrderCount(0), await newOrderCount(2)];
    const answers = await applySheetRowsAs(t, TEAM_LEADER, cartAssignmentSheetApplier, [
      row('UNASSGND', cart.id, 2),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect(await cartOf('UNASSGND')).toMatchObject({ assigned_login_id: 2 });
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
    const newOrder = await cartOf('NEWORDER');
    const instructions = await cartOf('INSTRDUE');
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
    expect(await cartOf('NEWORDER')).toEqual(newOrder);
  });

  it('refuses every row to an uploader who may not assign carts', async () => {
    const cart = await cartOf('HOLDABLE');
    const answers = await applySheetRowsAs(t, 13, cartAssignmentSheetApplier, [
      row('HOLDABLE', cart.id, 2),
    ]);
    expect(answers).toEqual([{ row: 2, ok: false, column: '', message: 'Access Forbidden' }]);
  });
});

describe('POST /api/upload-sheet-by-type/ (cart-assignment)', () => {
  it("applies a Team Leader's sheet and answers each row", async () => {
    const cart = await cartOf('MULTICRT');
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
