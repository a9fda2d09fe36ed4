import { HIERARCHY_MESSAGES as M } from '@backoffice/domain/uploads';
import type { AppError } from '../../../core/errors';
import { areaErrors, type ErrorRow } from '../../../core/errors';

/** Why a product hierarchy call fails. */
export type ProductHierarchyErrorCode =
  'sales.hierarchy_request_not_found' | 'sales.hierarchy_approvals_not_in_request';

/** Each product hierarchy failure's kind and message. */
export const PRODUCT_HIERARCHY_ERRORS = {
  'sales.hierarchy_request_not_found': { kind: 'NOT_FOUND', message: M.requestNotFound },
  'sales.hierarchy_approvals_not_in_request': {
    kind: 'VALIDATION',
    message: (ids: readonly number[]) => M.notInRequest(ids),
  },
} as const satisfies Record<ProductHierarchyErrorCode, ErrorRow>;

const hierarchyError = areaErrors(PRODUCT_HIERARCHY_ERRORS);

/** 404 "Approval request not found". */
export const requestNotFound = (): AppError => hierarchyError('sales.hierarchy_request_not_found');

/** 400 on approval_ids naming the ids that are not rows of the request. */
export const approvalsNotInRequest = (ids: readonly number[]): AppError =>
  hierarchyError('sales.hierarchy_approvals_not_in_request', ids).at('approval_ids');
