import { dealerCreditApprovals, dealerCreditEntries } from '@backoffice/db/schema';
import type { ManualCreditAnswer } from '@backoffice/domain/distribution';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { onPostgres, RACE_ROUNDS } from '../../../test/on-postgres';
import {
  distributionTestApp,
  DISTRIBUTION_MANAGER,
  FINANCE_POD_LEADER,
} from '../test/distribution-calls';

onPostgres('parallel decisions on one pending credit', () => {
  const app = distributionTestApp();
  const { call } = app;

  const CODE = 'SAP-KA-3001';
  const PARALLEL = 15;

  const balance = async () => (await call.creditLog(CODE)).credit_balance;

  async function pendingCredit(remark: string): Promise<number> {
    const held = await call.post(`/api/distributors/${CODE}/credit/`, DISTRIBUTION_MANAGER, {
      amount: '200000',
      remark,
    });
    expect(held.statusCode).toBe(200);
    return held.json<ManualCreditAnswer>().pending_credit?.id ?? 0;
  }

  const decideAll = (id: number, decisionOf: (i: number) => 'approve' | 'reject') =>
    Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call.put(`/api/distributors/${CODE}/credit-approvals/${id}/`, FINANCE_POD_LEADER, {
          decision: decisionOf(i),
          comment: `Decision ${i}`,
          version: 1,
        }),
      ),
    );

  it(`approves once of ${PARALLEL} parallel approvals, the others 409, over ${RACE_ROUNDS} rounds`, async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const remark = `Race round ${round}`;
      const id = await pendingCredit(remark);
      const before = await balance();
      const answers = await decideAll(id, () => 'approve');
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
      const entries = await app.t.db
        .select()
        .from(dealerCreditEntries)
        .where(eq(dealerCreditEntries.remark, remark));
      expect(entries).toHaveLength(1);
      expect(await balance()).toBe(before + 2_00_000);
    }
  });

  it('lets one of parallel approvals and rejections win, and posts only an approval', async () => {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const remark = `Mixed race round ${round}`;
      const id = await pendingCredit(remark);
      const answers = await decideAll(id, (i) => (i % 2 === 0 ? 'approve' : 'reject'));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 1);
      const [credit] = await app.t.db
        .select()
        .from(dealerCreditApprovals)
        .where(eq(dealerCreditApprovals.id, id));
      const entries = await app.t.db
        .select()
        .from(dealerCreditEntries)
        .where(eq(dealerCreditEntries.remark, remark));
      expect(entries).toHaveLength(credit?.status === 'approved' ? 1 : 0);
    }
  });
});
