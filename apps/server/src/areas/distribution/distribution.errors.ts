import { DISTRIBUTION_MESSAGES as M } from '@backoffice/domain/distribution';
import { ADDRESS_MESSAGES } from '@backoffice/domain/orders';
import { areaErrors, asWorded, type ErrorRow } from '../../core/errors';

/** Why a distribution call is refused (docs/distribution.md). */
export type DistributionErrorCode =
  | 'distribution.distributor_not_found'
  | 'distribution.code_taken'
  | 'distribution.status_finance_only'
  | 'distribution.credit_limit_finance_only'
  | 'distribution.not_active'
  | 'distribution.cod_not_enabled'
  | 'distribution.no_gst'
  | 'distribution.gst_inactive'
  | 'distribution.overdrawn'
  | 'distribution.stale'
  | 'distribution.credit_not_found'
  | 'distribution.own_credit'
  | 'distribution.credit_decided'
  | 'distribution.credit_stale';

/** Each distribution failure's kind and message. */
export const DISTRIBUTION_ERRORS = {
  'distribution.distributor_not_found': { kind: 'NOT_FOUND', message: M.distributorNotFound },
  'distribution.code_taken': { kind: 'VALIDATION', message: M.codeTaken },
  'distribution.status_finance_only': { kind: 'FORBIDDEN', message: M.onlyFinanceSetsStatus },
  'distribution.credit_limit_finance_only': {
    kind: 'FORBIDDEN',
    message: M.onlyFinanceSetsCreditLimit,
  },
  'distribution.not_active': { kind: 'VALIDATION', message: M.distributorNotActive },
  'distribution.cod_not_enabled': { kind: 'VALIDATION', message: M.codNotEnabled },
  'distribution.no_gst': { kind: 'VALIDATION', message: M.noGstToVerify },
  'distribution.gst_inactive': { kind: 'VALIDATION', message: ADDRESS_MESSAGES.gstInactive },
  'distribution.overdrawn': { kind: 'VALIDATION', message: asWorded },
  'distribution.stale': {
    kind: 'STALE',
    message: 'This distributor was changed by someone else. Reload and try again.',
  },
  'distribution.credit_not_found': { kind: 'NOT_FOUND', message: M.creditNotFound },
  'distribution.own_credit': { kind: 'FORBIDDEN', message: M.ownCredit },
  'distribution.credit_decided': { kind: 'STALE', message: M.creditDecided },
  'distribution.credit_stale': {
    kind: 'STALE',
    message: 'This credit was changed by someone else. Reload and try again.',
  },
} as const satisfies Record<DistributionErrorCode, ErrorRow>;

/** The error of a distribution failure code. */
export const distributionError = areaErrors(DISTRIBUTION_ERRORS);
