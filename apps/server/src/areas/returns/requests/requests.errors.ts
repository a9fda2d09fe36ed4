import { RETURN_MESSAGES } from '@backoffice/domain/returns';
import { areaErrors, asWorded } from '../../../core/errors';

/** The refusals of the returns lists and the request lifecycle (docs/returns.md). */
const REQUEST_ERRORS = {
  'returns.unknown_platform': {
    kind: 'NOT_FOUND',
    message: (platform: string) => `Unknown platform "${platform}"`,
  },
  'returns.unknown_list': {
    kind: 'NOT_FOUND',
    message: (slug: string) => `The returns list has no tab "${slug}"`,
  },
  'returns.cart_not_found': { kind: 'NOT_FOUND', message: RETURN_MESSAGES.cartNotFound },
  'returns.request_not_found': { kind: 'NOT_FOUND', message: RETURN_MESSAGES.requestNotFound },
  'returns.file_not_found': { kind: 'NOT_FOUND', message: 'No such file' },
  'returns.not_requestable': { kind: 'BAD_REQUEST', message: RETURN_MESSAGES.notRequestable },
  'returns.open_request_exists': {
    kind: 'BAD_REQUEST',
    message: RETURN_MESSAGES.openRequestExists,
  },
  'returns.not_cancellable': { kind: 'BAD_REQUEST', message: RETURN_MESSAGES.notCancellable },
  'returns.not_holdable': { kind: 'BAD_REQUEST', message: RETURN_MESSAGES.notHoldable },
  'returns.on_hold': { kind: 'BAD_REQUEST', message: RETURN_MESSAGES.onHold },
  'returns.reason_not_for_kind': {
    kind: 'BAD_REQUEST',
    message: RETURN_MESSAGES.reasonNotForKind,
  },
  'returns.step_not_allowed': {
    kind: 'BAD_REQUEST',
    message: (from: string, to: string) =>
      `${RETURN_MESSAGES.notAllowedStep}: ${from} cannot go to ${to}`,
  },
  'returns.form_invalid': { kind: 'BAD_REQUEST', message: asWorded },
  'returns.files_unreadable': { kind: 'BAD_REQUEST', message: asWorded },
} as const;

export const requestError = areaErrors(REQUEST_ERRORS);
