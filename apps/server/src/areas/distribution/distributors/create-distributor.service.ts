import { distributors } from '@backoffice/db/schema';
import { holds } from '@backoffice/domain/access';
import {
  DISTRIBUTION_MESSAGES as M,
  type DistributorWriteAnswer,
  type TDistributorCreateRequest,
} from '@backoffice/domain/distribution';
import type { AppContext } from '../../../core/context';
import { onceOnly, type IdempotentRequest } from '../../../core/idempotency/idempotency';
import { runUseCase, type StaffCaller } from '../../../core/use-case';
import { distributionError } from '../distribution.errors';
import { distributorPlaces } from './distributor-places';
import { distributorByCode } from './distributors.queries';
import { distributorView } from './distributor-view';

/**
 * POST /api/distributors/: a new distributor, Disabled - Pending Approval until FINANCE
 * activates it, with COD off. City and state come from the pincode directory. A credit limit
 * other than 0 is FINANCE's to set (403 for anyone else).
 */
export function createDistributor(
  ctx: AppContext,
  caller: StaffCaller,
  input: TDistributorCreateRequest,
  idempotent: IdempotentRequest | null,
): Promise<DistributorWriteAnswer> {
  return runUseCase(ctx, caller, (scope) =>
    onceOnly(scope.tx, idempotent, async () => {
      const { tx, now, record } = scope;
      const { credit_limit: creditLimit, ...fields } = input;
      const limit = creditLimit ?? 0;
      if (
        limit !== 0 &&
        !holds(caller.principal, 'distribution:set-credit-limit', ctx.config.access)
      ) {
        throw distributionError('distribution.credit_limit_finance_only');
      }
      if (await distributorByCode(tx, input.distributor_code)) {
        throw distributionError('distribution.code_taken', input.distributor_code).at(
          'distributor_code',
        );
      }
      const places = await distributorPlaces(tx, input);
      const [row] = await tx
        .insert(distributors)
        .values({
          ...fields,
          ...places,
          gst_number: input.is_noc_obtained ? null : input.gst_number,
          credit_limit_paise: limit,
          active: false,
          is_cod_enabled: false,
          created_by_login_id: caller.login_id,
          created_at: now,
          updated_at: now,
        })
        .returning();
      if (!row) throw new Error('createDistributor: the insert returned no row');
      await record.change({
        entity: 'distributor',
        id: row.distributor_code,
        changes: { distributor: { before: null, after: { ...fields, ...places, active: false } } },
        reason: M.created,
      });
      const credit = { balancePaise: 0, pendingPaise: 0 };
      return { success: true, message: M.created, distributor: distributorView(row, credit) };
    }),
  );
}
