import { REPLACEMENT_MESSAGES } from '@backoffice/domain/returns';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a replacement is refused (docs/returns.md "Replacements"). */
export type ReplacementErrorCode =
  | 'returns.replacement_request_not_found'
  | 'returns.replacement_not_found'
  | 'returns.replacement_not_a_replacement'
  | 'returns.replacement_not_replaceable'
  | 'returns.replacement_already_created'
  | 'returns.replacement_shipped'
  | 'returns.replacement_quantity'
  | 'returns.replacement_sku_not_found';

/** Each refusal's kind and message. */
export const REPLACEMENT_ERRORS = {
  'returns.replacement_request_not_found': { kind: 'NOT_FOUND', message: 'No such request' },
  'returns.replacement_not_found': { kind: 'NOT_FOUND', message: REPLACEMENT_MESSAGES.notFound },
  'returns.replacement_not_a_replacement': {
    kind: 'VALIDATION',
    message: REPLACEMENT_MESSAGES.notAReplacement,
  },
  'returns.replacement_not_replaceable': {
    kind: 'VALIDATION',
    message: REPLACEMENT_MESSAGES.notReplaceable,
  },
  'returns.replacement_already_created': {
    kind: 'VALIDATION',
    message: REPLACEMENT_MESSAGES.alreadyCreated,
  },
  'returns.replacement_shipped': { kind: 'VALIDATION', message: REPLACEMENT_MESSAGES.shipped },
  'returns.replacement_quantity': { kind: 'VALIDATION', message: asWorded },
  'returns.replacement_sku_not_found': {
    kind: 'VALIDATION',
    message: REPLACEMENT_MESSAGES.skuNotFound,
  },
} as const satisfies Record<ReplacementErrorCode, ErrorRow>;

export const replacementError = areaErrors(REPLACEMENT_ERRORS);
