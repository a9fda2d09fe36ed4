import { callRecords } from '@backoffice/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import type { CallbackOutcome, TelephonyCallback } from '../../../integrations/telephony/telephony';
import { changedFields } from '../../../core/audit/audit.service';
import { runUseCase, SYSTEM_CALLER, type Caller } from '../../../core/use-case';
import { callChangeOf } from './call-callbacks';

/** The provider as the caller: the system, in the role the audit log names it by. */
const telephonyCaller = (requestId: string | null): Caller => ({
  ...SYSTEM_CALLER,
  name: 'Telephony',
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
  return runUseCase(ctx, telephonyCaller(requestId), async ({ tx, record, now }) => {
    const [call] = await tx
      .select()
      .from(callRecords)
      .where(eq(callRecords.call_id, callback.call_id))
      .for('update');
    if (!call) return 'unknown-call';
    const change = callChangeOf(call, callback);
    if (!change) return 'ignored';
    await tx
      .update(callRecords)
      .set({ ...change, version: sql`${callRecords.version} + 1`, updated_at: now })
      .where(eq(callRecords.id, call.id));
    await record.change({
      entity: 'call',
      id: call.id,
      changes: changedFields(call, change),
      reason: `Telephony callback: ${callback.event}`,
    });
    return 'applied';
  });
}
