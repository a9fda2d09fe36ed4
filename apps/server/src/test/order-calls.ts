import { auditLog } from '@backoffice/db/schema';
import { and, eq } from 'drizzle-orm';
import { asSubmission } from './submission-key';
import { bearer, type TestApp } from './test-app';

/**
 * GET and POST as a demo account (a fresh session per call), for the orders areas' tests; a POST
 * is one submission, with a fresh Idempotency-Key.
 */
export function callsAs(t: TestApp) {
  return {
    get: async (url: string, loginId: number) =>
      t.app.inject({ url, headers: bearer(await t.tokenFor(loginId)) }),
    post: async (url: string, loginId: number, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(await t.tokenFor(loginId)), ...asSubmission() },
        payload: payload as object,
      }),
  };
}

/** The audit entries of one order ('order', random id) or cart ('cart', cart id), oldest first. */
export const auditOf = (t: TestApp, entity: 'order' | 'cart', id: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
