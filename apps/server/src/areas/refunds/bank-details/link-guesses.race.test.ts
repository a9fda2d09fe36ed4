import { linkGuesses } from '@backoffice/db/schema';
import { REFUND_PATHS as P, refundPath } from '@backoffice/domain/refunds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxMessages } from '../../../integrations/messages/messages.sandbox';
import { callsAs } from '../../../test/order-calls';
import { seedRefund } from '../../../test/refund-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LINK_GUESSES } from './link-guesses';

// Races need real parallel connections: PostgreSQL only (TEST_DATABASE_URL).
const FINANCE = 7;
const ROUNDS = 3;
const PARALLEL = 300;

let t: TestApp;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) t = await createTestApp();
});
afterAll(() => t?.close());

const page = (token: string) => refundPath(P.bankDetailsForm, { token });
const guess = (round: number, i: number) =>
  `r${round}g${String(i).padStart(4, '0')}${'x'.repeat(36)}`;
const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('the bank-details link guess limit', () => {
  it(`looks up at most ${LINK_GUESSES.max} of ${PARALLEL} parallel wrong tokens from one address, every window`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => t.app.inject({ url: page(guess(round, i)) })),
      );
      expect(statuses(answers)).toEqual({
        404: LINK_GUESSES.max,
        429: PARALLEL - LINK_GUESSES.max,
      });
      const refused = answers.find((a) => a.statusCode === 429);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(LINK_GUESSES.windowMs);
    }
    // The counters of ended windows are deleted by the next miss.
    await t.app.inject({ url: page(guess(ROUNDS, 0)) });
    expect(await t.db.select().from(linkGuesses)).toHaveLength(1);
    t.clock.advance(LINK_GUESSES.windowMs);
  });

  it(`takes at most ${LINK_GUESSES.max} parallel calls on one link in a window, wherever they come from`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const refund = await seedRefund(t, { amount_paise: 45_000 });
      await callsAs(t).post(P.sendBankDetailsFormUrl, FINANCE, {
        refund_id: refund.id,
        version: refund.version,
      });
      const text = (t.ctx.integrations.messages as SandboxMessages).sent.at(-1)?.text ?? '';
      const token = /\/refund-bank-details\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.app.inject({ url: page(token), remoteAddress: `10.0.${round}.${i + 1}` }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: LINK_GUESSES.max, 429: 40 - LINK_GUESSES.max });
    }
  });
});
