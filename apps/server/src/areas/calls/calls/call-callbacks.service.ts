import { callRecords } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { CallbackOutcome, TelephonyCallback } from '../../../integrations/telephony/telephony';
import { changedFields, recordAudit, type AuditActor } from '../../../core/audit/audit.service';
import { callChangeOf } from './call-callbacks';

/** The provider, as the audit log names it. */
const telephonyActor = (requestId: string | null): AuditActor => ({
  login_id: null,
  role: 'telephony',
  request_id: requestId,
});

/**
 * Takes in one provider callback (the webhook's and the sandbox's alike): locks the call,
 * applies the change and audits it. A callback for a call not recorded yet is `unknown-call`
 * (the provider sends it again); one that changes nothing is `ignored`.
 */
export async function receiveCallback(
  ctx: AppContext,
  callback: TelephonyCallback,
  requestId: string | null = null,
): Promise<CallbackOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [call] = await tx
      .select()
      .from(callRecords)
      .where(eq(callRecords.call_id, callback.call_id))
      .for('update');
    if (!call) return 'unknown-call';
    const change = callChangeOf(call, callback);
    if (!change) return 'ignored';
    const now = ctx.now();
    await tx
      .update(callRecords)
      .set({ ...change, version: sql`${callRecords.version} + 1`, updated_at: now })
      .where(eq(callRecords.id, call.id));
    await recordAudit(tx, {
      actor: telephonyActor(requestId),
      at: now,
      entity: 'call',
      entityId: call.id,
      changes: changedFields(call, change),
      reason: `Telephony callback: ${callback.event}`,
    });
    return 'applied';
  });
}
