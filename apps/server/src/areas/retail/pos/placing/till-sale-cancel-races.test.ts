import { orders, refunds, retailCashEntries, walletEntries } from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectWinsOrRefusals, onPostgres, RACE_ROUNDS } from '../../../../test/on-postgres';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TILL, tillSales, type TillSales } from '../../../../test/till-sales';

/** A Team Leader who may cancel an order from the order page. */
const TEAM_LEADER = 6;
const CREDIT_PAISE = 50_000;
const PRESSES = 16;

let t: TestApp;
let till: TillSales;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSales(t, 'TRCE');
}, 120_000);
afterAll(() => t?.close());

onPostgres("16 cancels of one till sale at once, the till's and the order page's mixed", () => {
  it('give back the wallet credit and the cash once, raise no refund, and answer no 500', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const { o, placed } = await till.saleWithCredit(CREDIT_PAISE);
      expect(placed.statusCode).toBe(200);
      const { order_id: orderId, version } = placed.json();

      const answers = await Promise.all(
        Array.from({ length: PRESSES }, (_, n) =>
          n % 2
            ? till.send(P.cancelOrder, TILL.agent, { order_random_id: o.id, version })
            : till.send('/api/cancel-universal-order/', TEAM_LEADER, {
                order_random_id: orderId,
                reason: 'Customer changed their mind',
              }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expectWinsOrRefusals(statuses);
      const cancelled = answers.filter(
        (a, n) => a.statusCode === 200 && (n % 2 === 1 || a.json().success === true),
      );
      expect(cancelled, statuses.join()).toHaveLength(1);

      const wallet = await t.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.customer_id, o.customerId));
      expect(wallet.reduce((sum, e) => sum + e.amount_paise, 0)).toBe(CREDIT_PAISE);
      const cashBack = await t.db
        .select()
        .from(retailCashEntries)
        .where(
          and(
            eq(retailCashEntries.order_random_id, orderId),
            eq(retailCashEntries.movement_kind, 'cash_sale_refunded'),
          ),
        );
      expect(cashBack).toHaveLength(2);
      const raised = await t.db
        .select({ id: refunds.id })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.order_id))
        .where(eq(orders.order_random_id, orderId));
      expect(raised).toEqual([]);
    }
  });
});
