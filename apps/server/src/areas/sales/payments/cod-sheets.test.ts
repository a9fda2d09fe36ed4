import { seedOrder } from '@backoffice/db/seed';
import {
  cartDockets,
  codChallans,
  codRemittances,
  orderComments,
  orderPayments,
} from '@backoffice/db/schema';
import { formatPaise } from '@backoffice/domain/core/money';
import { STATUS } from '@backoffice/domain/orders';
import type { CodChallanSheetRow, CodRemittanceSheetRow } from '@backoffice/domain/uploads';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySheetRows, auditOf } from '../../../test/sheet-apply';
import { csvOf, upload } from '../../../test/sheet-uploads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { amountDueOf } from '../../orders/index';
import { codChallanApplier } from './cod-challan.applier';
import { codRemittanceApplier } from './cod-remittance.applier';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A docketed order paid by `payment_type`, with two carts, their dockets and what each owes. */
async function docketedOrder(payment_type: 'COD' | 'ONLINE' = 'COD') {
  const seeded = await seedOrder(t.db, {
    payment_type,
    carts: [{ status: STATUS.DOCKETED }, { status: STATUS.DOCKETED }],
  });
  const dockets = await t.db
    .select()
    .from(cartDockets)
    .where(
      inArray(
        cartDockets.cart_id,
        seeded.carts.map((c) => c.id),
      ),
    );
  return seeded.carts.map((cart) => ({
    cart,
    order: seeded.order,
    docket: dockets.find((d) => d.cart_id === cart.id)?.docket_number ?? '',
    due: amountDueOf(seeded.order, cart),
  }));
}

const remittance = (
  docket_number: string,
  amount_collected: number,
  reference = 'UTR-A1',
): CodRemittanceSheetRow => ({
  docket_number,
  amount_collected,
  collected_on: '2026-11-18',
  reference,
});

describe('the COD remittance applier', () => {
  it('records each collection as a paid COD payment of its cart, with its audit and a comment', async () => {
    const [first, second] = await docketedOrder();
    if (!first || !second) throw new Error('no carts');
    const answers = await applySheetRows(t, codRemittanceApplier, [
      remittance(first.docket, first.due),
      remittance(second.docket, 10_000),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: true },
    ]);
    const payments = await t.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.order_id, first.order.id));
    expect(payments.map((p) => [p.method_id, p.amount_paise, p.status, p.reference])).toEqual([
      [1, first.due, 'paid', 'UTR-A1'],
      [1, 10_000, 'paid', 'UTR-A1'],
    ]);
    const remitted = await t.db
      .select()
      .from(codRemittances)
      .where(eq(codRemittances.reference, 'UTR-A1'));
    expect(remitted.map((r) => [r.cart_id, r.docket_number, r.collected_on])).toEqual([
      [first.cart.id, first.docket, '2026-11-18'],
      [second.cart.id, second.docket, '2026-11-18'],
    ]);
    const audit = await auditOf(
      t,
      'order_payment',
      payments.map((p) => String(p.id)),
    );
    expect(audit[0]).toMatchObject({
      actor_login_id: 10,
      reason: 'COD remittance',
      changes: { status: { before: null, after: 'paid' }, amount_paise: { after: first.due } },
    });
    const comments = await t.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.order_id, first.order.id));
    expect(comments.map((c) => c.comment)).toContain(
      `COD of ₹100.00 collected on 18/11/2026 (docket ${second.docket}) recorded from the courier's remittance UTR-A1`,
    );

    const bill = await t.app.inject({
      method: 'GET',
      url: `/api/billing-details/?cart_id=${second.cart.id}`,
      headers: { authorization: `Bearer ${await t.tokenFor(10)}` },
    });
    expect(bill.json()).toMatchObject({ paid: 100, due: (second.due - 10_000) / 100 });
  });

  it('refuses a collection above what the cart owes, a reference twice, a prepaid order and an unknown docket', async () => {
    const [cod] = await docketedOrder();
    const [prepaid] = await docketedOrder('ONLINE');
    if (!cod || !prepaid) throw new Error('no carts');
    const answers = await applySheetRows(t, codRemittanceApplier, [
      remittance(cod.docket, cod.due + 1, 'UTR-B1'),
      remittance(cod.docket, 5_000, 'UTR-B2'),
      remittance(cod.docket, 5_000, 'UTR-B2'),
      remittance(prepaid.docket, 5_000, 'UTR-B3'),
      remittance('NO-SUCH-DOCKET', 5_000, 'UTR-B4'),
    ]);
    expect(answers).toEqual([
      {
        row: 2,
        ok: false,
        column: 'Amount Collected',
        message: `Amount Collected is more than the ${formatPaise(cod.due)} due on the cart`,
      },
      { row: 3, ok: true },
      {
        row: 4,
        ok: false,
        column: 'Remittance Reference',
        message: 'Remittance Reference is already recorded for this cart',
      },
      { row: 5, ok: false, column: 'Docket Number', message: 'The order is not cash on delivery' },
      {
        row: 6,
        ok: false,
        column: 'Docket Number',
        message: 'Docket NO-SUCH-DOCKET does not exist',
      },
    ]);
    const written = await t.db
      .select()
      .from(codRemittances)
      .where(inArray(codRemittances.reference, ['UTR-B1', 'UTR-B2', 'UTR-B3', 'UTR-B4']));
    expect(written.map((r) => r.reference)).toEqual(['UTR-B2']);
  });
});

describe('the demo', () => {
  it('holds COD collections tied to their payments, and challans that deposit them', async () => {
    const remitted = await t.db
      .select({ reference: codRemittances.reference, paid: orderPayments.reference })
      .from(codRemittances)
      .innerJoin(orderPayments, eq(orderPayments.id, codRemittances.order_payment_id));
    expect(remitted.length).toBeGreaterThan(0);
    expect(remitted.every((r) => r.reference === r.paid)).toBe(true);
    const challans = await t.db.select().from(codChallans);
    expect(challans.length).toBeGreaterThan(0);
  });
});

const challan = (
  challan_number: string,
  amount: number,
  remittance_reference = 'UTR-C1',
): CodChallanSheetRow => ({
  challan_number,
  remittance_reference,
  deposit_date: '2026-11-20',
  bank: 'State Bank of India',
  amount,
});

describe('the COD challan applier', () => {
  it('records deposits up to what was collected under the reference, a challan sent twice once', async () => {
    const [first, second] = await docketedOrder();
    if (!first || !second) throw new Error('no carts');
    await applySheetRows(t, codRemittanceApplier, [
      remittance(first.docket, 30_000, 'UTR-C1'),
      remittance(second.docket, 20_000, 'UTR-C1'),
    ]);
    const answers = await applySheetRows(t, codChallanApplier, [
      challan('CH-1', 40_000),
      challan('CH-1', 40_000),
      challan('CH-2', 10_001),
      challan('CH-1', 1_000),
      challan('CH-3', 500, 'UTR-NONE'),
      challan('CH-4', 10_000),
    ]);
    expect(answers).toEqual([
      { row: 2, ok: true },
      { row: 3, ok: true },
      {
        row: 4,
        ok: false,
        column: 'Amount',
        message:
          'Amount is more than the ₹100.00 collected under this reference and not yet deposited',
      },
      {
        row: 5,
        ok: false,
        column: 'Challan Number',
        message: 'Challan Number is already recorded with other details',
      },
      {
        row: 6,
        ok: false,
        column: 'Remittance Reference',
        message: 'No COD collection is recorded under Remittance Reference UTR-NONE',
      },
      { row: 7, ok: true },
    ]);
    const challans = await t.db
      .select()
      .from(codChallans)
      .where(eq(codChallans.remittance_reference, 'UTR-C1'));
    expect(challans.map((c) => [c.challan_number, c.amount_paise, c.deposited_on])).toEqual([
      ['CH-1', 40_000, '2026-11-20'],
      ['CH-4', 10_000, '2026-11-20'],
    ]);
    const audit = await auditOf(
      t,
      'cod_challan',
      challans.map((c) => String(c.id)),
    );
    expect(audit.map((a) => [a.reason, a.changes.amount_paise])).toEqual([
      ['COD challan sheet', { before: null, after: 40_000 }],
      ['COD challan sheet', { before: null, after: 10_000 }],
    ]);
  });
});

describe('the COD upload calls', () => {
  it('/api/import-cod-sheet/ writes nothing of a remittance with a refused row', async () => {
    const [first, second] = await docketedOrder();
    if (!first || !second) throw new Error('no carts');
    const sheet = (secondAmount: string) =>
      csvOf([
        ['Docket Number', 'Amount Collected', 'Collected On', 'Remittance Reference'],
        [first.docket, '100.50', '18/11/2026', 'utr-h1'],
        [second.docket, secondAmount, '18/11/2026', 'utr-h1'],
      ]);
    const refused = await upload(t, 7, '/api/import-cod-sheet/', {
      name: 'cod.csv',
      bytes: sheet(String(second.due / 100 + 1)),
    });
    expect(refused.json()).toMatchObject({
      upload: { sheet_type: 'cod-remittance', applied: false },
      results: [
        { row: 2, ok: true },
        { row: 3, ok: false, errors: [{ column: 'Amount Collected' }] },
      ],
    });
    const none = await t.db
      .select()
      .from(codRemittances)
      .where(eq(codRemittances.reference, 'UTR-H1'));
    expect(none).toEqual([]);

    const applied = await upload(t, 7, '/api/import-cod-sheet/', {
      name: 'cod-fixed.csv',
      bytes: sheet('99'),
    });
    expect(applied.json()).toMatchObject({ upload: { applied: true, successes: 2 } });
    const written = await t.db
      .select()
      .from(codRemittances)
      .where(eq(codRemittances.reference, 'UTR-H1'));
    expect(written.map((r) => r.amount_paise)).toEqual([10_050, 9_900]);

    const deposit = await upload(t, 7, '/api/cod-challan-upload/', {
      name: 'challans.csv',
      bytes: csvOf([
        ['Challan Number', 'Remittance Reference', 'Deposit Date', 'Bank', 'Amount'],
        ['ch-h1', 'UTR-H1', '19/11/2026', 'State Bank of India', '199.50'],
        ['ch-h2', 'UTR-H1', '19/11/2026', 'State Bank of India', '0.01'],
      ]),
    });
    expect(deposit.json()).toMatchObject({
      upload: { sheet_type: 'cod-challan', applied: true, successes: 1, failures: 1 },
      results: [
        { row: 2, ok: true },
        { row: 3, ok: false, errors: [{ column: 'Amount' }] },
      ],
    });
  });
});
