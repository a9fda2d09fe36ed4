import { KNOWN_ORDERS } from '@backoffice/db/seed';
import { auditLog, qaReviews } from '@backoffice/db/schema';
import { TEAM_MESSAGES as M } from '@backoffice/domain/calls/team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs } from '../../../test/order-calls';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof callsAs>;
beforeAll(async () => {
  t = await createTestApp();
  call = callsAs(t);
});
afterAll(() => t.close());

const QA_AGENT = 26;
const TEAM_LEADER = 6;
const review = (over: Record<string, unknown> = {}, by = QA_AGENT) =>
  call.post('/api/qaandreview/', by, {
    login_id: 2,
    order_random_id: KNOWN_ORDERS.newOrder.order_random_id.toLowerCase(),
    score: 4,
    comments: ' Polite, confirmed the address twice ',
    ...over,
  });

describe('/api/qaandreview/', () => {
  it('records a review, audits it, and lists it newest first', async () => {
    const response = await review();
    expect(response.statusCode).toBe(200);
    const { review: saved, message } = response.json();
    expect(message).toBe(M.reviewSaved);
    expect(saved).toMatchObject({
      agent: { login_id: 2, name: 'Priya Nair' },
      order_random_id: KNOWN_ORDERS.newOrder.order_random_id,
      score: 4,
      comments: 'Polite, confirmed the address twice',
      reviewed_by: { login_id: QA_AGENT },
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'qa_review'));
    expect(audit).toMatchObject({ actor_login_id: QA_AGENT, entity_id: String(saved.id) });

    t.clock.advance(1000);
    await review({ login_id: 3, order_random_id: null, score: 2 }, TEAM_LEADER);
    const all = await call.get('/api/qaandreview/', TEAM_LEADER);
    expect(all.json()).toMatchObject({ count: 2, limit: 100, offset: 0 });
    expect(
      all.json().results.map((r: { agent: { login_id: number } }) => r.agent.login_id),
    ).toEqual([3, 2]);
    const one = await call.get('/api/qaandreview/?login_id=2', QA_AGENT);
    expect(one.json().results).toHaveLength(1);
  });

  it.each([
    [{ login_id: QA_AGENT }, 'login_id', M.reviewOwnWork],
    [{ login_id: 8 }, 'login_id', M.notAnAgent('Arjun Menon')],
    [{ order_random_id: 'ZZZZZZZZ' }, 'order_random_id', M.orderNotFound],
    [{ score: 6 }, 'score', M.scoreRange],
    [{ comments: '' }, 'comments', M.commentsRequired],
  ])('refuses %j and writes nothing', async (over, field, message) => {
    const before = await t.db.select().from(qaReviews);
    const response = await review(over);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await t.db.select().from(qaReviews)).toHaveLength(before.length);
  });

  it('answers 404 for an unknown agent and 400 for a bad query', async () => {
    expect((await review({ login_id: 9999 })).statusCode).toBe(404);
    expect((await call.get('/api/qaandreview/?login_id=x', QA_AGENT)).statusCode).toBe(400);
  });

  it.each([2, 25, 1])('is forbidden to login id %i', async (loginId) => {
    expect((await review({}, loginId)).statusCode).toBe(403);
    expect((await call.get('/api/qaandreview/', loginId)).statusCode).toBe(403);
  });
});
