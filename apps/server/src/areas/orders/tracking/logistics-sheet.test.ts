import { seedOrder } from '@backoffice/db/seed';
import { cartDockets, orderComments } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import {
  LOGISTICS_SHEET_MESSAGES as L,
  OPERATIONS_SHEET_MESSAGES as O,
  type LogisticsSheetRow,
  type SheetUploadAnswer,
} from '@backoffice/domain/uploads';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logisticsSheetApplier } from './logistics-sheet.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const docketRow = (
  order_random_id: string,
  cart_id: number,
  docket_number: string,
  logistic_partner = 'Delhivery',
): LogisticsSheetRow => ({ order_random_id, cart_id, docket_number, logistic_partner });

const docketsOf = (cartIds: number[]) =>
  t.db
    .select()
    .from(cartDockets)
    .where(inArray(cartDockets.cart_id, cartIds))
    .orderBy(asc(cartDockets.id));

describe('the logistics sheet applier', () => {
  it('assigns each docket to its cart with an audit and a comment, a repeated row once', async () => {
    const { order, carts } = await seedOrder(t.db, {
      carts: [{ status: STATUS.INVOICED }, { status: STATUS.INVOICED }],
    });
    const [first, second] = carts;
    if (!first || !second) throw new Error('no carts');
    const id = order.order_random_id;
    const answers = await applySheetRows(t, logisticsSheetApplier, [
      docketRow(id, first.id, 'DLV-700100'),
      docketRow(id, first.id, 'DLV-700100'),
      docketRow(id, second.id, '8800112233', 'Blue Dart'),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: true },
      { row: 4, ok: true },
    ]);
    const dockets = await docketsOf([first.id, second.id]);
    expect(dockets).toMatchObject([
      { cart_id: first.id, docket_number: 'DLV-700100', courier_name: 'Delhivery' },
      { cart_id: second.id, docket_number: '8800112233', courier_name: 'Blue Dart' },
    ]);
    expect(await auditOf(t, 'cart_docket', [String(dockets[0]?.id)])).toMatchObject([
      {
        actor_login_id: 10,
        reason: 'Logistics sheet',
        changes: {
          cart_id: { before: null, after: first.id },
          docket_number: { before: null, after: 'DLV-700100' },
          courier_name: { before: null, after: 'Delhivery' },
        },
      },
    ]);
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id))
      .orderBy(asc(orderComments.id));
    expect(comments.filter((c) => c.comment.startsWith('Docket'))).toMatchObject([
      { cart_id: first.id, comment: L.docketAssigned('DLV-700100', 'Delhivery'), by_login_id: 10 },
      { cart_id: second.id, comment: 'Docket 8800112233 assigned with Blue Dart by sheet upload' },
    ]);

    // The order page's cart details show the cart's docket.
    const details = await callsAs(t).get(`/api/cart-complete-details/${first.id}/`, 10);
    expect(details.body).toContain('DLV-700100');
  });

  it('fails a row the data refuses and writes nothing for it', async () => {
    const { order, carts } = await seedOrder(t.db, {
      carts: [{ status: STATUS.INVOICED }, { status: STATUS.CANCELLED }],
    });
    const other = await seedOrder(t.db, { carts: [{ status: STATUS.INVOICED }] });
    const [live, cancelled] = carts;
    const foreign = other.carts[0];
    if (!live || !cancelled || !foreign) throw new Error('no carts');
    const id = order.order_random_id;
    await applySheetRows(t, logisticsSheetApplier, [docketRow(id, live.id, 'TAKEN-0001')]);

    const answers = await applySheetRows(t, logisticsSheetApplier, [
      docketRow('ZZZZ9999', live.id, 'NEW-0001'),
      docketRow(id, foreign.id, 'NEW-0002'),
      docketRow(id, cancelled.id, 'NEW-0003'),
      docketRow(other.order.order_random_id, foreign.id, 'TAKEN-0001'),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Order ID', message: O.orderNotFound('ZZZZ9999') },
      { row: 3, ok: false, column: 'Cart ID', message: O.cartNotOfOrder(foreign.id, id) },
      { row: 4, ok: false, column: 'Cart ID', message: O.cartCancelled },
      { row: 5, ok: false, column: 'Docket Number', message: L.docketTaken(live.id) },
    ]);
    const dockets = await docketsOf([live.id, cancelled.id, foreign.id]);
    expect(dockets.map((d) => d.docket_number)).toEqual(['TAKEN-0001']);
  });
});

describe('the logistics upload call', () => {
  it('assigns the dockets of a sheet sent by Team Leader 9', async () => {
    const { order, carts } = await seedOrder(t.db, { carts: [{ status: STATUS.INVOICED }] });
    const cart = carts[0];
    if (!cart) throw new Error('no cart');
    const sheet = csvOf([
      ['Order ID', 'Cart ID', 'Logistic Partner', 'Docket Number'],
      [order.order_random_id.toLowerCase(), String(cart.id), 'Ekart', 'EK-5550001'],
      [order.order_random_id, '1', 'Ekart', 'EK-5550002'],
    ]);
    const response = await upload(t, 9, '/api/logistic-excel-upload/', {
      name: 'logistics.csv',
      bytes: sheet,
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<SheetUploadAnswer>();
    expect(answer.upload).toMatchObject({ successes: 1, failures: 1 });
    expect(answer.results.find((r) => r.row === 3)).toMatchObject({
      ok: false,
      message: `Cart ID: ${O.cartNotOfOrder(1, order.order_random_id)}`,
    });
    expect((await docketsOf([cart.id])).map((d) => d.docket_number)).toEqual(['EK-5550001']);
  });
});
