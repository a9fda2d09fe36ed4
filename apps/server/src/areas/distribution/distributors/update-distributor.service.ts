import { holds } from '@backoffice/domain/access';
import {
  DISTRIBUTION_MESSAGES as M,
  type DistributorWriteAnswer,
  type TDealerCodToggleRequest,
  type TDistributorStatusRequest,
  type TDistributorUpdateRequest,
} from '@backoffice/domain/distribution';
import type { AppContext } from '../../../core/context';
import type { IdempotentRequest } from '../../../core/idempotency/idempotency';
import type { StaffCaller } from '../../../core/use-case';
import { validateGst } from '../../lookups/index';
import { distributionError } from '../distribution.errors';
import { changeDistributor } from './change-distributor';
import { distributorPlaces } from './distributor-places';
import { distributorByCode } from './distributors.queries';

/**
 * PUT /api/distributors/{code}/: the company form's fields (the SAP code never changes). City
 * and state follow the pincodes; a changed credit limit is FINANCE's alone (403 otherwise); a
 * changed GSTIN must be verified again.
 */
export function updateDistributor(
  ctx: AppContext,
  caller: StaffCaller,
  code: string,
  input: TDistributorUpdateRequest,
  idempotent: IdempotentRequest | null,
): Promise<DistributorWriteAnswer> {
  return changeDistributor(
    ctx,
    caller,
    { code, version: input.version, idempotent },
    async (row, { tx }) => {
      const { version: _version, credit_limit: creditLimit, ...fields } = input;
      const limit = creditLimit ?? row.credit_limit_paise;
      if (
        limit !== row.credit_limit_paise &&
        !holds(caller.principal, 'distribution:set-credit-limit', ctx.config.access)
      ) {
        throw distributionError('distribution.credit_limit_finance_only');
      }
      const gst = input.is_noc_obtained ? null : input.gst_number;
      return {
        fields: {
          ...fields,
          ...(await distributorPlaces(tx, input)),
          gst_number: gst,
          credit_limit_paise: limit,
          ...(gst !== row.gst_number ? { gst_verified_at: null } : {}),
        },
        message: M.updated,
      };
    },
  );
}

/**
 * PUT /api/distributors/{code}/enable-disable/: Disabled - Pending Approval or Active. Only
 * FINANCE may set a distributor's status (001 and 002 section 6): anyone else is refused (403),
 * even with the capability to open the screen.
 */
export function setDistributorStatus(
  ctx: AppContext,
  caller: StaffCaller,
  code: string,
  input: TDistributorStatusRequest,
  idempotent: IdempotentRequest | null,
): Promise<DistributorWriteAnswer> {
  if (!holds(caller.principal, 'distribution:set-status', ctx.config.access)) {
    return Promise.reject(distributionError('distribution.status_finance_only'));
  }
  return changeDistributor(ctx, caller, { code, version: input.version, idempotent }, () =>
    Promise.resolve({
      fields: { active: input.active },
      message: input.active ? M.activated : M.disabled,
    }),
  );
}

/** PUT /api/distributors/{code}/toggle-dealer-cod/: whether the dealer may order cash on delivery. */
export function toggleDealerCod(
  ctx: AppContext,
  caller: StaffCaller,
  code: string,
  input: TDealerCodToggleRequest,
  idempotent: IdempotentRequest | null,
): Promise<DistributorWriteAnswer> {
  return changeDistributor(ctx, caller, { code, version: input.version, idempotent }, () =>
    Promise.resolve({
      fields: { is_cod_enabled: input.is_cod_enabled },
      message: input.is_cod_enabled ? M.codEnabled : M.codDisabled,
    }),
  );
}

/**
 * POST /api/distributors/{code}/verify/: the distributor's GSTIN checked on the GST register
 * through the lookups area (the GST adapter), asked before the transaction so no lock waits on
 * the provider: active stamps gst_verified_at and fills the GST organisation with the legal
 * name; otherwise a 400 'Inactive/ Invalid GST Number'. A GSTIN changed meanwhile is a 409.
 */
export async function verifyDistributor(
  ctx: AppContext,
  caller: StaffCaller,
  code: string,
  version: number,
  idempotent: IdempotentRequest | null,
): Promise<DistributorWriteAnswer> {
  const read = await distributorByCode(ctx.db, code);
  if (!read) throw distributionError('distribution.distributor_not_found');
  if (!read.gst_number) throw distributionError('distribution.no_gst');
  const checked = await validateGst(ctx, read.gst_number);
  if (!checked.valid) throw distributionError('distribution.gst_inactive').at('gst_number');
  return changeDistributor(ctx, caller, { code, version, idempotent }, (row, { now }) => {
    if (row.gst_number !== checked.gst_number) throw distributionError('distribution.stale');
    return Promise.resolve({
      fields: { gst_verified_at: now, gst_organization: checked.gst_organization },
      message: M.verified,
    });
  });
}
