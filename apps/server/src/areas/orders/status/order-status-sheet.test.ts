import { carts, cartStatusCounts, orderComments, orders } from '@backoffice/db/schema';
import { STATUS, type StatusId } from '@backoffice/domain/orders';
import { CART_SHEET_MESSAGES, type OrderStatusSheetRow } from '@backoffice/domain/uploads';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../../test/sheet-apply';
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

async function cartOf(orderRandomId: string) {
  const [row] = await t.db
    .select({ cart: carts })
    .from(carts)
    .innerJoin(orders, eq(orders.id, carts.order_id))
    .where(eq(orders.order_random_id, orderRandomId));
  if (!row) throw new Error(`no cart of ${orderRandomId}`);
  return row.cart;
}

async function countOf(affiliateId: number, status: StatusId, loginId: number | null) {
  const [row] = await t.db
    .select({ count: cartStatusCounts.count })
    .from(cartStatusCounts)
    .where(
      and(
        eq(cartStatusCounts.affiliate_id, affiliateId),
        eq(cartStatusCounts.orm_order_status, status),
        eq(cartStatusCounts.assigned_login_id, loginId ?? 0),
      ),
    );
  return row?.count ?? 0;
}

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
    const cart = await cartOf('NEWORDER');
    const newBefore = await countOf(0, STATUS.NEW_ORDER, cart.assigned_login_id);
    const confirmedBefore = await countOf(0, STATUS.CONFIRMED, cart.assigned_login_id);
    const answers = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('NEWORDER', cart.id, STATUS.CONFIRMED, { comment: 'Confirmed on call' }),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    const after = await cartOf('NEWORDER');
    expect(after).toMatchObject({ orm_order_status: STATUS.CONFIRMED, version: cart.version + 1 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, cart.order_id));
    expect(order?.confirmed_at).not.toBeNull();
    expect(await countOf(0, STATUS.NEW_ORDER, cart.assigned_login_id)).toBe(newBefore - 1);
    expect(await countOf(0, STATUS.CONFIRMED, cart.assigned_login_id)).toBe(confirmedBefore + 1);
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
    const cart = await cartOf('HOLDABLE');
    const answers = await applySheetRowsAs(t, TEAM_LEADER, orderStatusSheetApplier, [
      row('HOLDABLE', cart.id, STATUS.HOLD, { hold_reason: 3 }),
    ]);
    expect(answers).toEqual([{ row: 2, ok: true }]);
    expect(await cartOf('HOLDABLE')).toMatchObject({
      orm_order_status: STATUS.HOLD,
      shipment_not_possible: true,
      shipment_stop_reason: 3,
    });
  });

  it('refuses the rows the rules or the data refuse, writing nothing for them', async () => {
    const instructions = await cartOf('INSTRDUE');
    const onHold = await cartOf('ONHOLD01');
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
    expect(await cartOf('INSTRDUE')).toEqual(instructions);
    expect(await cartOf('ONHOLD01')).toEqual(onHold);
  });

  it('lets only a permitted Team Leader cancel, and nobody without the status change', async () => {
    const cart = await cartOf('UNASSGND');
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
    expect((await cartOf('UNASSGND')).orm_order_status).toBe(STATUS.CANCELLED);
  });
});

describe('POST /api/upload-sheet-by-type/ (order-status)', () => {
  it('applies a sheet of the Team Leader and answers each row', async () => {
    const cart = await cartOf('CONFIRMD');
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
    expect(await cartOf('CONFIRMD')).toMatchObject({
      orm_order_status: STATUS.HOLD,
      shipment_stop_reason: 2,
    });
  });
});
