import { refundAttempts, walletEntries } from '@backoffice/db/schema';
import { REFUND_GATEWAY_PATHS, REFUND_PATHS } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { expectOneWinner, onPostgres, RACE_ROUNDS } from '../../../test/on-postgres';
import { seedRefund } from '../../../test/refund-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

const FINANCE = 7;

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t?.close());

onPostgres('10 Process and 10 Refund to Wallet presses of one refund at once', () => {
  it('pay it one way, once, and answer every other press 409 or 400, never 500', async () => {
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const refund = await seedRefund(t, { amount_paise: 40_000 });
      const body = { refund_id: refund.id, version: refund.version };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          call.post(
            n % 2 ? REFUND_PATHS.refundToWallet : REFUND_GATEWAY_PATHS.processRefund,
            FINANCE,
            body,
          ),
        ),
      );
      expectOneWinner(answers.map((a) => a.statusCode));
      const credits = await t.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.refund_id, refund.id));
      const tries = await t.db
        .select()
        .from(refundAttempts)
        .where(eq(refundAttempts.refund_id, refund.id));
      expect(credits.length + tries.length).toBe(1);
    }
  });
});
