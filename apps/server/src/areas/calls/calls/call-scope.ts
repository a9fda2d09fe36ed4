import type { CallRecordRow } from '@backoffice/db/schema';
import { can } from '@backoffice/domain/access';
import type { AppContext } from '../../../core/context';
import type { Authenticated } from '../../../core/http';

/**
 * Whose calls a user sees. Team leaders and quality assurance (the call search's capability)
 * see every call; an agent sees the calls they placed or took and the inbound calls no agent
 * took (the call centre's queue to call back). The calls of one order are every agent's: an
 * order's call history shows them to whoever opens the order.
 */
export type CallScope = { kind: 'all' } | { kind: 'own'; loginId: number };

export function callScopeOf(ctx: AppContext, auth: Authenticated): CallScope {
  return can(auth.principal, 'calls:search', ctx.config.access)
    ? { kind: 'all' }
    : { kind: 'own', loginId: auth.staff.login_id };
}

/** Whether a user of this scope may see one call (its details, its recording). */
export function seesCall(scope: CallScope, call: CallRecordRow): boolean {
  if (scope.kind === 'all' || call.order_id !== null) return true;
  if (call.agent_login_id === null) return call.call_type === 'inbound';
  return call.agent_login_id === scope.loginId;
}
