import {
  orders,
  posOrders,
  refunds,
  retailCashEntries,
  walletEntries,
} from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { TILL, tillSales, type TillSales } from '../../../../test/till-sales';

/** A Team Leader who may cancel an order from the order page. */
const TEAM_LEADER = 6;
const CREDIT_PAISE = 50_000;

let t: TestApp;
let till: TillSales;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSales(t, 'TGIV');
}, 120_000);
afterAll(() => t.close());

/**
 * A sale of over ₹6,000 that spent ₹500 of the customer's refund credit: cash at the store, or
 * (`paymentId`) a payment the store took with its id, which Finance refunds.
 */
async function cashSaleWithCredit(paymentId: string | null = null) {
  const { o, placed, pay } = await till.saleWithCredit(
    CREDIT_PAISE,
    paymentId ? () => ({ AllowedPaymentMode: -5, neft_track_id: paymentId }) : undefined,
  );
  expect(placed.statusCode).toBe(200);
  const answer = placed.json();
  return {
    o,
    orderId: answer.order_id as string,
    version: answer.version as number,
    paid_paise: Math.round(pay * 100),
  };
}

/**
 * What a sale has given back: the wallet's sum, the cash movements handed back, the refunds
 * raised for Finance to pay, and the POS flag.
 */
async function givenBack(sale: Awaited<ReturnType<typeof cashSaleWithCredit>>) {
  const wallet = await t.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.customer_id, sale.o.customerId));
  const cash = await t.db
    .select()
    .from(retailCashEntries)
    .where(
      and(
        eq(retailCashEntries.order_random_id, sale.orderId),
        eq(retailCashEntries.movement_kind, 'cash_sale_refunded'),
      ),
    );
  const [pos] = await t.db.select().from(posOrders).where(eq(posOrders.order_random_id, sale.o.id));
  const raised = await t.db
    .select({ amount_paise: refunds.amount_paise })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.order_id))
    .where(eq(orders.order_random_id, sale.orderId));
  return {
    wallet_paise: wallet.reduce((sum, e) => sum + e.amount_paise, 0),
    cash_entries: cash.length,
    cash_to_sales_paise: cash
      .filter((e) => e.account_kind === 'sales')
      .reduce((sum, e) => sum + e.amount_paise, 0),
    cancelled: pos?.is_order_cancelled,
    refunds_paise: raised.reduce((sum, r) => sum + r.amount_paise, 0),
  };
}

const cancelAtTill = (sale: Awaited<ReturnType<typeof cashSaleWithCredit>>) =>
  till.send(P.cancelOrder, TILL.agent, { order_random_id: sale.o.id, version: sale.version });
const cancelOnOrderPage = (sale: Awaited<ReturnType<typeof cashSaleWithCredit>>) =>
  till.send('/api/cancel-universal-order/', TEAM_LEADER, {
    order_random_id: sale.orderId,
    reason: 'Customer changed their mind',
  });

describe('a till sale cancelled by either path', () => {
  it('from the order page gives back the wallet credit and the cash, once; the till then refuses', async () => {
    const sale = await cashSaleWithCredit();
    expect(await givenBack(sale)).toMatchObject({ wallet_paise: 0, cash_entries: 0 });
    const fromPage = await cancelOnOrderPage(sale);
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.json().success).toBe(true);
    const after = await givenBack(sale);
    expect(after).toMatchObject({
      wallet_paise: CREDIT_PAISE,
      cash_entries: 2,
      cancelled: true,
      refunds_paise: 0,
    });
    expect(after.cash_to_sales_paise).toBe(sale.paid_paise);

    const atTill = await cancelAtTill(sale);
    expect(atTill.statusCode).toBe(400);
    expect(atTill.json().error_code).toBe('retail.pos_order_cancelled');
    expect(await givenBack(sale)).toEqual(after);
  });

  it("through the till's own cancel gives back once; the order page then cancels nothing", async () => {
    const sale = await cashSaleWithCredit();
    const atTill = await cancelAtTill(sale);
    expect(atTill.statusCode).toBe(200);
    const after = await givenBack(sale);
    expect(after).toMatchObject({
      wallet_paise: CREDIT_PAISE,
      cash_entries: 2,
      cancelled: true,
      refunds_paise: 0,
    });

    const fromPage = await cancelOnOrderPage(sale);
    expect(fromPage.statusCode).toBe(200);
    expect(fromPage.json().success).toBe(false);
    expect(await givenBack(sale)).toEqual(after);
  });

  it("leaves Finance a payment-id sale's money, less the wallet credit given back", async () => {
    const sale = await cashSaleWithCredit('NEFT-GIVE-BACK-1');
    expect((await cancelOnOrderPage(sale)).json().success).toBe(true);
    expect(await givenBack(sale)).toMatchObject({
      wallet_paise: CREDIT_PAISE,
      cash_entries: 0,
      cancelled: true,
      refunds_paise: sale.paid_paise,
    });
  });
});
