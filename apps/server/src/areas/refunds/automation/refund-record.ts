import { refundEvents, refunds, type AuditChanges, type RefundRow } from '@backoffice/db/schema';
import type { RefundEventKind } from '@backoffice/domain/refunds';
import { eq, sql } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { UseCaseScope } from '../../../core/use-case';
import type { RefundInContext } from './refund-locks';

/** A sentence of a refund's history, with what changed. */
export interface RefundEvent {
  kind: RefundEventKind;
  sentence: string;
  comments?: string | null;
  changes: AuditChanges;
}

/**
 * A change of a refund row: its new fields (none when only what hangs off it changed), what
 * else changed, and the history sentence that tells it.
 */
export interface RefundChange extends Omit<RefundEvent, 'changes'> {
  set: Partial<Pick<RefundRow, 'status' | 'automation_status' | 'amount_paise'>>;
  changes?: AuditChanges;
}

/**
 * Writes a change of a refund (its version moves) with its history: the refund's event, the
 * audit record and the sentence in the order's comments. Answers the refund after it.
 */
export async function changeRefund(
  scope: UseCaseScope,
  subject: RefundInContext,
  { set, changes, ...event }: RefundChange,
): Promise<RefundRow> {
  const [after] = await scope.tx
    .update(refunds)
    .set({ ...set, updated_at: scope.now, version: sql`${refunds.version} + 1` })
    .where(eq(refunds.id, subject.refund.id))
    .returning();
  if (!after) throw new Error(`changeRefund: refund ${subject.refund.id} is gone`);
  await recordRefundEvent(scope, subject, after, {
    ...event,
    changes: { ...changedFields(subject.refund, set), ...changes },
  });
  return after;
}

/**
 * The history of a change of a refund or of what hangs off it (bank details, a link): the
 * refund's event, the audit record and the sentence in the order's comments.
 */
export async function recordRefundEvent(
  scope: UseCaseScope,
  { refund, order, cart }: RefundInContext,
  after: RefundRow,
  event: RefundEvent,
): Promise<void> {
  const comments = event.comments ?? null;
  await scope.tx.insert(refundEvents).values({
    refund_id: refund.id,
    kind: event.kind,
    from_status: refund.status,
    to_status: after.status,
    sentence: event.sentence,
    comments,
    by_login_id: scope.caller.login_id,
    created_at: scope.now,
  });
  const text = comments ? `${event.sentence}: ${comments}` : event.sentence;
  await scope.record.change({
    entity: 'refund',
    id: refund.id,
    changes: event.changes,
    reason: text,
    comment: { order_id: order.id, cart_id: cart.id, order_status: cart.orm_order_status, text },
  });
}
