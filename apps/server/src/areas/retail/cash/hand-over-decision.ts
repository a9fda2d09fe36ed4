import { retailHandOvers, type RetailHandOverRow } from '@backoffice/db/schema';
import type { HandOverStatus, TransitAction } from '@backoffice/domain/retail/cash';
import { handOverNext } from '@backoffice/domain/retail/cash';
import { and, eq } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';
import { cashError } from './cash.errors';
import { handOverOfStore } from './custody.queries';

/**
 * Moves a hand-over of the store out of transit, at the version the manager saw: a hand-over
 * another manager already decided, or changed since, is 409 (one confirmation of two at once).
 */
export async function decideHandOver(
  scope: UseCaseScope,
  store: string,
  handOverId: number,
  version: number,
  action: TransitAction,
): Promise<RetailHandOverRow> {
  const { tx, now, caller } = scope;
  const handOver = await handOverOfStore(tx, store, handOverId);
  if (!handOver) throw cashError('retail.cash_hand_over_not_found');
  const next = handOverNext(handOver.status as HandOverStatus, action);
  if (!next || handOver.version !== version) throw cashError('retail.cash_hand_over_stale');
  const [decided] = await tx
    .update(retailHandOvers)
    .set({
      status: next,
      decided_by_login_id: caller.login_id,
      decided_at: now,
      version: version + 1,
      updated_at: now,
    })
    .where(and(eq(retailHandOvers.hand_over_id, handOverId), eq(retailHandOvers.version, version)))
    .returning();
  if (!decided) throw cashError('retail.cash_hand_over_stale');
  await scope.record.change({
    entity: 'retail_hand_over',
    id: handOverId,
    changes: { status: { before: handOver.status, after: next } },
    reason: `Hand-over ${next}`,
  });
  return decided;
}
