import { retailDisputes } from '@backoffice/db/schema';
import {
  disputeDifference,
  type CashAccount,
  type DisputeKind,
} from '@backoffice/domain/retail/cash';
import type { UseCaseScope } from '../../../core/use-case';
import { cashError } from './cash.errors';
import { postMovement } from './cash-ledger';

export interface DisputeDetails {
  store: string;
  kind: DisputeKind;
  expected_paise: number;
  counted_paise: number;
  expected_denominations?: Record<string, number> | null;
  counted_denominations?: Record<string, number> | null;
  /** The account the missing cash is taken from. */
  from: CashAccount;
  against_login_id: number | null;
  hand_over_id?: number | null;
  comments: string | undefined;
}

/** Opens a dispute for a count short of the books and moves the difference to the store's disputed cash. */
export async function raiseDispute(scope: UseCaseScope, details: DisputeDetails): Promise<number> {
  const comments = details.comments?.trim() ?? '';
  if (!comments) throw cashError('retail.cash_comments_required').at('comments');
  const difference = disputeDifference(details.expected_paise, details.counted_paise);
  if (difference === null) {
    throw cashError('retail.cash_count_not_short', details.expected_paise).at('amount');
  }
  const { tx, now, caller } = scope;
  const [dispute] = await tx
    .insert(retailDisputes)
    .values({
      retail_store_id: details.store,
      kind: details.kind,
      hand_over_id: details.hand_over_id ?? null,
      expected_paise: details.expected_paise,
      counted_paise: details.counted_paise,
      difference_paise: difference,
      expected_denominations: details.expected_denominations ?? null,
      counted_denominations: details.counted_denominations ?? null,
      raised_by_login_id: caller.login_id ?? 0,
      against_login_id: details.against_login_id,
      comments,
      created_at: now,
      updated_at: now,
    })
    .returning();
  if (!dispute) throw new Error('raiseDispute: the dispute insert returned no row');
  await postMovement(scope, {
    store: details.store,
    movement: { kind: 'dispute_raised', from: details.from },
    amount_paise: difference,
    reason: comments,
    dispute_id: dispute.dispute_id,
    hand_over_id: details.hand_over_id ?? null,
  });
  await scope.record.change({
    entity: 'retail_dispute',
    id: dispute.dispute_id,
    changes: { difference_paise: { before: null, after: difference } },
    reason: 'Dispute raised',
  });
  return dispute.dispute_id;
}
