import type { Database } from '@backoffice/db';
import { retailSessions, staff } from '@backoffice/db/schema';
import {
  accounts,
  CASH_MESSAGES,
  type CashMessageAnswer,
  type ManagerSessionStartRequest,
} from '@backoffice/domain/retail/cash';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import {
  agentStore,
  lockStoreCash,
  managerStore,
  MANAGER_ROLE,
  AGENT_ROLE,
} from '../cash/cash-members';
import { cashError } from '../cash/cash.errors';
import { accountBalance } from '../cash/cash-ledger';
import { lastSubmit } from '../cash/custody.queries';
import { raiseDispute } from '../cash/disputes';

async function openSession(db: Database, loginId: number) {
  const [row] = await db
    .select()
    .from(retailSessions)
    .where(and(eq(retailSessions.login_id, loginId), isNull(retailSessions.ended_at)))
    .for('update');
  return row;
}

async function markStarted(scope: UseCaseScope<StaffCaller>, started: boolean) {
  await scope.tx
    .update(staff)
    .set({ is_session_started: started })
    .where(eq(staff.login_id, scope.caller.login_id));
  await scope.record.change({
    entity: 'staff',
    id: scope.caller.login_id,
    changes: { is_session_started: { before: !started, after: started } },
    reason: started ? 'Retail session started' : 'Retail session ended',
  });
}

async function start(
  scope: UseCaseScope<StaffCaller>,
  store: string,
  roleType: number,
  openingPaise: number | null,
) {
  if (await openSession(scope.tx, scope.caller.login_id))
    throw cashError('retail.cash_session_started');
  await scope.tx.insert(retailSessions).values({
    login_id: scope.caller.login_id,
    retail_store_id: store,
    role_type: roleType,
    opening_amount_paise: openingPaise,
    started_at: scope.now,
  });
  await markStarted(scope, true);
}

async function end(scope: UseCaseScope<StaffCaller>) {
  const session = await openSession(scope.tx, scope.caller.login_id);
  if (!session) throw cashError('retail.cash_session_not_started');
  await scope.tx
    .update(retailSessions)
    .set({ ended_at: scope.now })
    .where(eq(retailSessions.retail_session_id, session.retail_session_id));
  await markStarted(scope, false);
}

const success: CashMessageAnswer = { success: true, message: CASH_MESSAGES.success };

/** A Retail Agent starts their session (the profile menu). */
export const startAgentSession = (
  ctx: AppContext,
  caller: StaffCaller,
  idempotency: IdempotentRequest | null,
) =>
  runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      await start(scope, await agentStore(scope.tx, caller), AGENT_ROLE, null);
      return success;
    }),
  );

/** A Retail Agent or Manager ends their session. */
export const endSession = (
  ctx: AppContext,
  caller: StaffCaller,
  asManager: boolean,
  idempotency: IdempotentRequest | null,
) =>
  runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      await (asManager ? managerStore(scope.tx, caller) : agentStore(scope.tx, caller));
      await end(scope);
      return success;
    }),
  );

/**
 * A Retail Manager starts the day with the amount they counted: Confirm (1) when it matches the
 * banking cash at store, Raise Dispute (2, comments) when it is short, against the manager who
 * last submitted the store's cash.
 */
export const startManagerSession = (
  ctx: AppContext,
  caller: StaffCaller,
  request: ManagerSessionStartRequest,
  idempotency: IdempotentRequest | null,
) =>
  runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotency, async () => {
      const store = await managerStore(scope.tx, caller);
      await lockStoreCash(scope.tx, store);
      const till = await accountBalance(scope.tx, store, accounts.storeTill);
      if (request.action === 1 && request.amount !== till) {
        throw cashError('retail.cash_count_differs', till).at('amount');
      }
      await start(scope, store, MANAGER_ROLE, request.amount);
      if (request.action === 2) {
        const last = await lastSubmit(scope.tx, store);
        await raiseDispute(scope, {
          store,
          kind: 'session_start',
          expected_paise: till,
          counted_paise: request.amount,
          from: accounts.storeTill,
          against_login_id: last && last.login_id !== caller.login_id ? last.login_id : null,
          comments: request.comments,
        });
      }
      return success;
    }),
  );
