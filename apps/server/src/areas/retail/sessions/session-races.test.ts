import { retailSessions } from '@backoffice/db/schema';
import { RETAIL_CASH_PATHS as P } from '@backoffice/domain/retail/cash';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onPostgres, RACE_ROUNDS } from '../../../test/on-postgres';
import { asSubmission } from '../../../test/submission-key';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app';

// A Retail Agent of the demo store BLR-WHF-02.
const AGENT = 30;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, token: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...asSubmission() } });

onPostgres('10 starts of one agent’s session at once', () => {
  it('open one session and answer the others that it is already started, never 500', async () => {
    const token = await t.tokenFor(AGENT);
    for (let round = 0; round < RACE_ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post(P.agentSessionStart, token)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(),
      ).toHaveLength(1);
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error_code: 'retail.cash_session_started',
          error: 'Your session is already started',
        });
      }
      const open = await t.db
        .select()
        .from(retailSessions)
        .where(eq(retailSessions.login_id, AGENT));
      expect(open.filter((s) => s.ended_at === null)).toHaveLength(1);
      expect((await post(P.agentSessionEnd, token)).statusCode).toBe(200);
    }
  });
});
