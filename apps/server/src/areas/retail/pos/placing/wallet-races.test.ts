import { customers, walletEntries } from '@backoffice/db/schema';
import { RETAIL_POS_PATHS as P } from '@backoffice/domain/retail/pos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectOneWinner, onPostgres, RACE_ROUNDS } from '../../../../test/on-postgres';
import { asSubmission } from '../../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../../test/test-app';
import { TILL, tillSales, type TillSales } from '../../../../test/till-sales';

const ORDERS = 10;
const CREDIT_PAISE = 50_000;

let t: TestApp;
let till: TillSales;
beforeAll(async () => {
  t = await createTestApp();
  till = await tillSales(t, 'WRAC');
}, 120_000);
afterAll(() => t?.close());

onPostgres('10 till orders of one customer spending the same wallet credit at once', () => {
  it('place one, refuse the others with 400 or 409, never 500, and debit the credit once', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const [customer] = await t.db
        .insert(customers)
        .values({ name: 'Asha Rao', mobile: `96100${String(round).padStart(5, '0')}` })
        .returning();
      await till.giveCredit(customer!.id, CREDIT_PAISE);
      const bodies = [];
      for (let n = 0; n < ORDERS; n += 1) {
        const o = await till.tillOrder(till.creditSaleQuantity, { customer: customer! });
        bodies.push(
          till.placingWithCredit(o, CREDIT_PAISE, () => ({
            AllowedPaymentMode: -5,
            neft_track_id: `NEFT-RACE-${o.id}`,
          })),
        );
      }
      const token = await t.tokenFor(TILL.agent);
      const answers = await Promise.all(
        bodies.map((payload) =>
          t.app.inject({
            method: 'POST',
            url: P.placeOrder,
            headers: { ...bearer(token), ...asSubmission() },
            payload,
          }),
        ),
      );
      expectOneWinner(answers.map((a) => a.statusCode));
      const entries = await t.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.customer_id, customer!.id));
      expect(entries.reduce((sum, e) => sum + e.amount_paise, 0)).toBe(0);
    }
  });
});
