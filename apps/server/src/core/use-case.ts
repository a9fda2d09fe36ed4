import type { Database } from '@backoffice/db';
import {
  orderComments,
  type AuditChanges,
  type CallDisposition,
  type OrderCommentRow,
  type StaffRow,
} from '@backoffice/db/schema';
import type { Principal } from '@backoffice/domain/access';
import type { StatusId } from '@backoffice/domain/orders';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  recordAudit,
  recordAudits,
  SYSTEM_ACTOR,
  type AuditActor,
  type AuditEntry,
} from './audit/audit.service';
import type { AppContext } from './context';
import { isTransientConflict, knownConflictOf } from './database-errors';
import { AppError } from './errors';

/**
 * Who asks for a use case: the signed-in staff member (or the system itself), in one object
 * instead of the signed-in/actor pair. `name` and `role` are what comments and history show.
 */
export interface Caller {
  /** Null for the system (payment notifications, sandbox callbacks, jobs). */
  login_id: number | null;
  name: string;
  /** The role codes the permission check read ("system" for the system). */
  role: string;
  /** The capabilities' view of the caller; null for the system. */
  principal: Principal | null;
  request_id: string | null;
}

/** A signed-in staff member as the caller, with the account and session their request carried. */
export interface StaffCaller extends Caller {
  login_id: number;
  principal: Principal;
  /** The caller's own account as their session read it (contact, e-mail, Working/Break status). */
  staff: StaffRow;
  /** The session the request came with: the one a change of the caller's own password keeps. */
  session_id: string;
}

/** The system as a caller: provider notifications and background work. */
export const SYSTEM_CALLER: Caller = {
  login_id: null,
  name: 'System',
  role: SYSTEM_ACTOR.role,
  principal: null,
  request_id: null,
};

/** The signed-in caller of a request (401 when there is none). */
export function callerOf(request: FastifyRequest): StaffCaller {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  const { staff, principal, session } = request.auth;
  return {
    login_id: staff.login_id,
    name: staff.name,
    role: staff.role,
    principal,
    request_id: request.id,
    staff,
    session_id: session.id,
  };
}

/** The caller as the audit log records it. */
export function actorOfCaller(caller: Caller): AuditActor {
  return { login_id: caller.login_id, role: caller.role, request_id: caller.request_id };
}

/** One change of a business entity, as the audit log and (for orders and carts) the order's comments show it. */
export interface Change {
  entity: string;
  id: string | number;
  /** Field by field; use `changedFields(before, after)` for rows, or one named field. */
  changes: AuditChanges;
  /** Why, in the business's words ("Comment added", "Status changed"). */
  reason?: string;
  /** Written on the order's comments too when given, against `comment.order_id` and its cart. */
  comment?: {
    order_id: number;
    cart_id?: number | null;
    text: string;
    order_status?: StatusId | null;
    disposition?: CallDisposition | null;
  };
}

/** What a use case writes its history with, inside its transaction. */
export interface Recorder {
  /**
   * Writes the audit row of a change, and the order comment when the change carries one;
   * answers that comment (null without one).
   */
  change(change: Change): Promise<OrderCommentRow | null>;
  /**
   * Writes the audit rows of many changes, in their order, in one insert (and their order
   * comments, for those that carry one, in one more): the same rows as `change` for each.
   */
  changes(changes: readonly Change[]): Promise<void>;
}

/** What a use case's steps receive. */
export interface UseCaseScope<C extends Caller = Caller> {
  tx: Database;
  record: Recorder;
  /** The one time the whole use case reads. */
  now: Date;
  caller: C;
}

/** How many times a use case runs at most when it loses a race to a deadlock or serialization. */
export const USE_CASE_TRIES = 4;

/** A short random pause before the next try, growing with each try, so the racers spread out. */
const pauseBeforeTry = (tryNo: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * 2 ** tryNo));

/**
 * Runs one use case in one transaction: its writes and their history commit together or not at
 * all. Every change it makes goes through `record.change`, so the audit is structural; the
 * side effects it queued with `enqueue` are sent after the commit. A transaction the database
 * chose as a deadlock's victim or refused as not serializable is run again from the start (at
 * most USE_CASE_TRIES times); a unique violation an area registered answers that area's refusal.
 */
export async function runUseCase<T, C extends Caller = Caller>(
  ctx: AppContext,
  caller: C,
  work: (scope: UseCaseScope<C>) => Promise<T>,
): Promise<T> {
  const now = ctx.now();
  // Inside a caller's transaction the caller's use case runs again, and its commit sends the
  // queue (core/outbox).
  const nested = is(ctx.db, PgTransaction);
  for (let tryNo = 1; ; tryNo += 1) {
    let result: T;
    try {
      // Each try has its own transaction and recorder: nothing of a failed try stays, the audit
      // rows and the outbox rows it wrote roll back with it.
      result = await ctx.db.transaction(async (tx) =>
        work({ tx, now, caller, record: recorderFor(tx, caller, now) }),
      );
    } catch (error) {
      if (!nested && tryNo < USE_CASE_TRIES && isTransientConflict(error)) {
        await pauseBeforeTry(tryNo);
        continue;
      }
      throw knownConflictOf(error) ?? error;
    }
    if (!nested) await ctx.outbox.afterCommit();
    return result;
  }
}

/** Order comments per insert: 9 parameters each, well under PostgreSQL's 65,535 per statement. */
const COMMENTS_PER_INSERT = 1_000;

function recorderFor(tx: Database, caller: Caller, now: Date): Recorder {
  const auditEntryOf = (change: Change): AuditEntry => ({
    actor: actorOfCaller(caller),
    at: now,
    entity: change.entity,
    entityId: change.id,
    changes: change.changes,
    ...(change.reason === undefined ? {} : { reason: change.reason }),
  });
  const commentRowOf = (comment: NonNullable<Change['comment']>) => ({
    order_id: comment.order_id,
    cart_id: comment.cart_id ?? null,
    order_status: comment.order_status ?? null,
    comment: comment.text,
    by_login_id: caller.login_id,
    by_role: caller.role,
    by_name: caller.name,
    disposition: comment.disposition ?? null,
    created_at: now,
  });
  return {
    async change(change) {
      await recordAudit(tx, auditEntryOf(change));
      if (!change.comment) return null;
      const [comment] = await tx
        .insert(orderComments)
        .values(commentRowOf(change.comment))
        .returning();
      if (!comment) throw new Error('record.change: the comment insert returned no row');
      return comment;
    },
    async changes(changes) {
      await recordAudits(tx, changes.map(auditEntryOf));
      const comments = changes.flatMap((c) => (c.comment ? [commentRowOf(c.comment)] : []));
      for (let at = 0; at < comments.length; at += COMMENTS_PER_INSERT) {
        await tx.insert(orderComments).values(comments.slice(at, at + COMMENTS_PER_INSERT));
      }
    },
  };
}
