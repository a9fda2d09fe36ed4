import { distributors, type DistributorDbRow } from '@backoffice/db/schema';
import type { DistributorWriteAnswer } from '@backoffice/domain/distribution';
import { eq } from 'drizzle-orm';
import { changedFields } from '../../../core/audit/audit.service';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller, type UseCaseScope } from '../../../core/use-case';
import { distributionError } from '../distribution.errors';
import { creditOf, distributorByCode } from './distributors.queries';
import { distributorView } from './distributor-view';

/** The columns a change of a distributor may write. */
export type DistributorFields = Partial<
  Omit<DistributorDbRow, 'id' | 'distributor_code' | 'version' | 'created_at' | 'updated_at'>
>;

/** What one change decides: the fields to write and the message to answer. */
export interface DistributorChange {
  fields: DistributorFields;
  message: string;
}

/** What a change is asked for: the distributor, the version the screen read, the key. */
export interface DistributorTarget {
  code: string;
  /** The version the screen read; a stale one is a 409. */
  version: number;
  idempotent: IdempotentRequest | null;
}

/**
 * Runs one change of a distributor in one transaction, once per Idempotency-Key: locks the row,
 * refuses a stale version (409), lets `decide` check its rule and name the fields, writes only
 * the fields that differ (with the next version) and audits them, and answers the distributor.
 */
export function changeDistributor(
  ctx: AppContext,
  caller: StaffCaller,
  target: DistributorTarget,
  decide: (row: DistributorDbRow, scope: UseCaseScope<StaffCaller>) => Promise<DistributorChange>,
): Promise<DistributorWriteAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, target.idempotent, async () => {
      const { tx, now, record } = scope;
      const row = await distributorByCode(tx, target.code, true);
      if (!row) throw distributionError('distribution.distributor_not_found');
      if (row.version !== target.version) throw distributionError('distribution.stale');
      const change = await decide(row, scope);
      const changes = changedFields(row, change.fields);
      let written = row;
      if (Object.keys(changes).length > 0) {
        const [updated] = await tx
          .update(distributors)
          .set({ ...change.fields, version: row.version + 1, updated_at: now })
          .where(eq(distributors.id, row.id))
          .returning();
        if (!updated) throw new Error('changeDistributor: the update returned no row');
        written = updated;
        await record.change({
          entity: 'distributor',
          id: row.distributor_code,
          changes,
          reason: change.message,
        });
      }
      return {
        success: true,
        message: change.message,
        distributor: distributorView(written, await creditOf(tx, row.id)),
      };
    }),
  );
}
