import { KNOWN_ORDERS, seedOrder } from '@backoffice/db/seed';
import { orderComments, shippingLabels } from '@backoffice/db/schema';
import { STATUS } from '@backoffice/domain/orders';
import type { ShippingLabelSheetRow } from '@backoffice/domain/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shippingLabelSheetApplier } from './shipping-label-sheet.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const labelRow = (
  order_id: string,
  cart_id: number,
  shipping_label: string,
  logistic_partner = 'Delhivery',
): ShippingLabelSheetRow => ({ order_id, cart_id, shipping_label, logistic_partner });

describe('the shipping label sheet applier', () => {
  it('assigns each label to its cart with a comment and an audit, a repeated row once', async () => {
    const { order, carts } = await seedOrder(t.db, {
      carts: [{ status: STATUS.INVOICED }, { status: STATUS.CONFIRMED }],
    });
    const [first, second] = carts;
    if (!first || !second) throw new Error('no carts');
    const id = order.order_random_id;
    const answers = await applySheetRows(t, shippingLabelSheetApplier, [
      labelRow(id, first.id, 'MSL-T-0001'),
      labelRow(id, first.id, 'MSL-T-0001'),
      labelRow(id, second.id, 'MSL-T-0002', 'Blue Dart'),
    ]);
    expect(answers.every((a) => a.ok)).toBe(true);
    const labels = await t.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.cart_id, first.id));
    expect(labels).toMatchObject([
      { mid_shipping_label: 'MSL-T-0001', status: 'Created', logistic_partner: 'Delhivery' },
    ]);
    const audit = await auditOf(t, 'shipping_label', [String(labels[0]?.id)]);
    expect(audit).toMatchObject([
      {
        actor_login_id: 10,
        reason: 'Shipping label sheet',
        changes: {
          cart_id: { before: null, after: first.id },
          mid_shipping_label: { before: null, after: 'MSL-T-0001' },
          logistic_partner: { before: null, after: 'Delhivery' },
        },
      },
    ]);
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, order.id));
    expect(
      comments.filter((c) => c.comment.startsWith('Shipping label')).map((c) => c.comment),
    ).toEqual([
      'Shipping label MSL-T-0001 assigned with Delhivery',
      'Shipping label MSL-T-0002 assigned with Blue Dart',
    ]);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/shipping-label-transit-history/${first.id}/`,
      headers: { authorization: `Bearer ${await t.tokenFor(4)}` },
    });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain('MSL-T-0001');
  });

  it('refuses an unknown order, a cart of another order, a cancelled cart and a label on another cart', async () => {
    const { order, carts } = await seedOrder(t.db, {
      carts: [{ status: STATUS.CONFIRMED }, { status: STATUS.CANCELLED }],
    });
    const [live, cancelled] = carts;
    if (!live || !cancelled) throw new Error('no carts');
    const other = await seedOrder(t.db, { carts: [{ status: STATUS.CONFIRMED }] });
    const otherCart = other.carts[0];
    if (!otherCart) throw new Error('no cart');
    const id = order.order_random_id;
    await applySheetRows(t, shippingLabelSheetApplier, [labelRow(id, live.id, 'MSL-T-0100')]);
    const answers = await applySheetRows(t, shippingLabelSheetApplier, [
      labelRow('NOSUCHOR', live.id, 'MSL-T-0101'),
      labelRow(KNOWN_ORDERS.newOrder.order_random_id, live.id, 'MSL-T-0102'),
      labelRow(id, cancelled.id, 'MSL-T-0103'),
      labelRow(other.order.order_random_id, otherCart.id, 'MSL-T-0100'),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: false, column: 'Order ID', message: 'Order NOSUCHOR does not exist' },
      {
        row: 3,
        ok: false,
        column: 'Cart ID',
        message: `Cart ${live.id} is not a cart of order ${KNOWN_ORDERS.newOrder.order_random_id}`,
      },
      { row: 4, ok: false, column: 'Cart ID', message: 'The cart is cancelled' },
      {
        row: 5,
        ok: false,
        column: 'Shipping Label',
        message: `Shipping Label is already assigned to cart ${live.id}`,
      },
    ]);
    for (const cart of [cancelled, otherCart]) {
      const labels = await t.db
        .select()
        .from(shippingLabels)
        .where(eq(shippingLabels.cart_id, cart.id));
      expect(labels).toEqual([]);
    }
  });

  it('labels carts through /api/shipping-label-upload/', async () => {
    const { order, carts } = await seedOrder(t.db, { carts: [{ status: STATUS.INVOICED }] });
    const cart = carts[0];
    if (!cart) throw new Error('no cart');
    const response = await upload(t, 10, '/api/shipping-label-upload/', {
      name: 'labels.csv',
      bytes: csvOf([
        ['Order ID', 'Cart ID', 'Shipping Label', 'Logistic Partner'],
        [order.order_random_id.toLowerCase(), String(cart.id), 'msl-h-1', 'Ekart'],
        ['NOSUCHOR', String(cart.id), 'MSL-H-2', 'Ekart'],
      ]),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      upload: { sheet_type: 'shipping-labels', successes: 1, failures: 1 },
      results: [
        { row: 2, ok: true },
        { row: 3, ok: false, message: 'Order ID: Order NOSUCHOR does not exist' },
      ],
    });
    const labels = await t.db
      .select()
      .from(shippingLabels)
      .where(eq(shippingLabels.cart_id, cart.id));
    expect(labels).toMatchObject([{ mid_shipping_label: 'MSL-H-1', logistic_partner: 'Ekart' }]);
  });
});
