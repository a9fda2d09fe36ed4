import { refundAttempts } from '@backoffice/db/schema';
import { REFUND_GATEWAY_PATHS as P } from '@backoffice/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onPostgres, RACE_ROUNDS } from '../../../test/on-postgres';
import { seedRefund } from '../../../test/refund-fixtures';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

const FINANCE = 7;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

onPostgres('20 Process presses of one refund with one Idempotency-Key at once', () => {
  it('all get the first answer, byte for byte, or 409 still in progress, and pay once', async () => {
    const token = await t.tokenFor(FINANCE);
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const refund = await seedRefund(t, { amount_paise: 30_000 });
      const key = `same-key-process-${refund.id}`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({
            method: 'POST',
            url: P.processRefund,
            headers: { ...bearer(token), 'idempotency-key': key },
            payload: { refund_id: refund.id, version: refund.version },
          }),
        ),
      );
      const answered = answers.filter((a) => a.statusCode !== 409);
      for (const waiting of answers.filter((a) => a.statusCode === 409)) {
        expect(waiting.json()).toMatchObject({ error_code: 'idempotency.in_progress' });
      }
      expect(answered.length).toBeGreaterThan(0);
      expect(new Set(answered.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      expect(answered[0]?.statusCode).toBe(200);
      const tries = await t.db
        .select()
        .from(refundAttempts)
        .where(eq(refundAttempts.refund_id, refund.id));
      expect(tries).toHaveLength(1);
    }
  });
});
