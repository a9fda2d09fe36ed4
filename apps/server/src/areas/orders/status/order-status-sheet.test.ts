import { orderComments, orders } from '@backoffice/db/schema';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { CART_SHEET_MESSAGES, type OrderStatusSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, cartOfOrder, cartStatusCountOf } from '../../../test/sheet-apply';
import { applySheetRowsAs } from '../../../test/sheet-callers';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderStatusSheetApplier } from './order-status-sheet.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM_LEADER = 6;

const row = (
  order_id: string,
  cart_id: number,
  status: StatusId,
  extra: Partial<OrderStatusSheetRow> = {},
): OrderStatusSheetRow => ({
  order_id,
  cart_id,
  status,
  hold_reason: null,
  comment: 'From the status sheet',
  ...extra,
});

describe('the order status sheet applier', () => {
  it('changes the status as the order page does: comment, audit, confirmation and tab counts', async () => {
    const cart = await cartOfOrder(t, 'NEWORDER');
    const newBefore = await cartStatusCountOf(t, 0, STATUS.NEW_ORDER, cart.assigned_login_id);
    const confirmedBefore = await cartStatusCountOf(t, 0, STATUS.CONFIRMED, cart.assigned_login_id);
    const answers = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('NEWORDER', cart.id, STATUS.CONFIRMED, { comment: 'Confirmed on call' }),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    const after = await cartOfOrder(t, 'NEWORDER');
    expect(after).toMatchObject({ orm_order_status: STATUS.CONFIRMED, version: cart.version + 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, cart.order_id));
    expect(order?.confirmed_at).not.toBeNull();
    expect(await cartStatusCountOf(t, 0, STATUS.NEW_ORDER, cart.assigned_login_id)).toBe(
      newBefore - 1,
    );
    expect(await cartStatusCountOf(t, 0, STATUS.CONFIRMED, cart.assigned_login_id)).toBe(
      confirmedBefore + 1,
    );
    const [audit] = await auditOf(t, 'cart', [String(cart.id)]).then((a) => a.slice(-1));
    expect(audit).toMatchObject({
      actor_login_id: TEAM_LEADER,
      changes: { orm_order_status: { before: STATUS.NEW_ORDER, after: STATUS.CONFIRMED } },
      reason: 'Confirmed on call',
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.cart_id, cart.id));
    expect(comments.at(-1)).toMatchObject({ comment: 'Confirmed on call', by_login_id: 6 });
  });

  it('puts a cart on Hold with its reason', async () => {
    const cart = await cartOfOrder(t, 'HOLDABLE');
    const answers = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('HOLDABLE', cart.id, STATUS.HOLD, { hold_reason: 3 }),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect(await cartOfOrder(t, 'HOLDABLE')).toMatchObject({
      orm_order_status: STATUS.HOLD,
      shipment_not_possible: true,
      shipment_stop_reason: 3,
    });
  });

  it('refuses the rows the rules or the data refuse, writing nothing for them', async () => {
    const instructions = await cartOfOrder(t, 'INSTRDUE');
    const onHold = await cartOfOrder(t, 'ONHOLD01');
    const answers = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('INSTRDUE', instructions.id, STATUS.CONFIRMED),
      row('ONHOLD01', onHold.id, STATUS.NEW_ORDER),
      row('NEWORDER', onHold.id, STATUS.HOLD, { hold_reason: 1 }),
      row('NEWORDER', 2_000_000_000, STATUS.CONFIRMED),
    ]);
    expect(answers).toEqual([
      {
        row: 2,
        ok: false,
        column: 'Status',
        message: 'Status cannot be changed from Instructions Due to Confirmed',
      },
      {
        row: 3,
        ok: false,
        column: 'Status',
        message: 'Status cannot be changed from Hold to New Order',
      },
      {
        row: 4,
        ok: false,
        column: 'Cart ID',
        message: CART_SHEET_MESSAGES.cartNotInOrder(onHold.id, 'NEWORDER'),
      },
      { row: 5, ok: false, column: 'Cart ID', message: 'Cart not found' },
    ]);
    expect(await cartOfOrder(t, 'INSTRDUE')).toEqual(instructions);
    expect(await cartOfOrder(t, 'ONHOLD01')).toEqual(onHold);
  });

  it('lets only a permitted Team Leader cancel, and nobody without the status change', async () => {
    const cart = await cartOfOrder(t, 'UNASSGND');
    const refused = await applySheetRowsAs(t, 9, orderStatusSheetApplier, [
      row('UNASSGND', cart.id, STATUS.CANCELLED),
    ]);
    expect(refused).toEqual([
      {
        row: 2,
        ok: false,
        column: 'Status',
        message: 'Status cannot be changed from New Order to Cancelled',
      },
    ]);
    const tech = await applySheetRowsAs(t, 13, orderStatusSheetApplier, [
      row('UNASSGND', cart.id, STATUS.CONFIRMED),
    ]);
    expect(tech).toEqual([{ row: 2, ok: false, column: '', message: 'Access Forbidden' }]);
    const cancelled = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('UNASSGND', cart.id, STATUS.CANCELLED),
    ]);
    expect(cancelled).toEqual([{ row: 2, ok: true }]);
    expect((await cartOfOrder(t, 'UNASSGND')).orm_order_status).toBe(STATUS.CANCELLED);
  });
});

describe('POST /api/upload-sheet-by-type/ (order-status)', () => {
  it('applies a sheet of the Team Leader and answers each row', async () => {
    const cart = await cartOfOrder(t, 'CONFIRMD');
    const response = await upload(
      t,
      TEAM_LEADER,
      '/api/upload-sheet-by-type/',
      {
        name: 'status.csv',
        bytes: csvOf([
          ['Order ID', 'Cart ID', 'Status', 'Hold Reason', 'Comment'],
          ['confirmd', String(cart.id), 'Hold', 'Address Change', 'Customer moving house'],
          ['CONFIRMD', String(cart.id), 'Shipped', '', 'Wrong'],
        ]),
      },
      { fields: { upload_type: 'order-status' } },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results).toEqual([
      expect.objectContaining({ row: 2, ok: true }),
      expect.objectContaining({
        row: 3,
        ok: false,
        message: 'Status: Status cannot be changed from Hold to Shipped',
      }),
    ]);
    expect(await cartOfOrder(t, 'CONFIRMD')).toMatchObject({
      orm_order_status: STATUS.HOLD,
      shipment_stop_reason: 2,
    });
  });
});
