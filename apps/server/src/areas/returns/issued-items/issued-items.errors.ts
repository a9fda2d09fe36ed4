import { ISSUE_MESSAGES } from '@backoffice/domain/returns';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why an issue of items or a missing item's fulfilment is refused (docs/returns.md). */
export type IssueErrorCode =
  | 'returns.issue_cart_not_found'
  | 'returns.issue_not_issuable'
  | 'returns.issue_quantity'
  | 'returns.issue_no_parts'
  | 'returns.issue_parts'
  | 'returns.issue_request_not_of_cart'
  | 'returns.missing_item_not_found'
  | 'returns.missing_item_fulfilled';

/** Each refusal's kind and message. */
export const ISSUE_ERRORS = {
  'returns.issue_cart_not_found': { kind: 'NOT_FOUND', message: 'Cart not found' },
  'returns.issue_not_issuable': { kind: 'VALIDATION', message: ISSUE_MESSAGES.notIssuable },
  'returns.issue_quantity': { kind: 'VALIDATION', message: asWorded },
  'returns.issue_no_parts': { kind: 'VALIDATION', message: ISSUE_MESSAGES.noParts },
  'returns.issue_parts': { kind: 'VALIDATION', message: asWorded },
  'returns.issue_request_not_of_cart': {
    kind: 'VALIDATION',
    message: ISSUE_MESSAGES.requestNotOfCart,
  },
  'returns.missing_item_not_found': { kind: 'NOT_FOUND', message: ISSUE_MESSAGES.notFound },
  'returns.missing_item_fulfilled': {
    kind: 'VALIDATION',
    message: ISSUE_MESSAGES.alreadyFulfilled,
  },
} as const satisfies Record<IssueErrorCode, ErrorRow>;

export const issueError = areaErrors(ISSUE_ERRORS);
