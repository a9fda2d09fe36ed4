import { CLICK_TO_CALL_MESSAGES, DISPOSITION_MESSAGES } from '@backoffice/domain/calls/calls';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a call, a recording, a disposition or a telephony callback is refused. */
export type CallErrorCode =
  | 'calls.call_not_found'
  | 'calls.recording_not_found'
  | 'calls.callbacks_not_configured'
  | 'calls.invalid_telephony_secret'
  | 'calls.no_contact'
  | 'calls.not_own_number'
  | 'calls.channel_mismatch'
  | 'calls.unknown_call'
  | 'calls.disposition_invalid'
  | 'calls.invalid_path'
  | 'calls.cart_not_of_call'
  | 'calls.invalid_break_reason';

/** Each calls failure's kind and message. */
export const CALL_ERRORS = {
  'calls.call_not_found': { kind: 'NOT_FOUND', message: CLICK_TO_CALL_MESSAGES.callNotFound },
  'calls.recording_not_found': { kind: 'NOT_FOUND', message: 'Recording not found' },
  'calls.callbacks_not_configured': {
    kind: 'NOT_CONFIGURED',
    message: 'Telephony callbacks are not configured',
  },
  'calls.invalid_telephony_secret': {
    kind: 'UNAUTHENTICATED',
    message: 'Invalid telephony secret',
  },
  'calls.no_contact': { kind: 'VALIDATION', message: CLICK_TO_CALL_MESSAGES.noContact },
  'calls.not_own_number': { kind: 'VALIDATION', message: CLICK_TO_CALL_MESSAGES.notOwnNumber },
  'calls.channel_mismatch': { kind: 'VALIDATION', message: "aff_id is not the order's channel" },
  'calls.unknown_call': { kind: 'VALIDATION', message: CLICK_TO_CALL_MESSAGES.callNotFound },
  'calls.disposition_invalid': { kind: 'VALIDATION', message: asWorded },
  'calls.invalid_path': { kind: 'VALIDATION', message: DISPOSITION_MESSAGES.invalidPath },
  'calls.cart_not_of_call': {
    kind: 'VALIDATION',
    message: 'The cart is not of the order the call was about',
  },
  'calls.invalid_break_reason': {
    kind: 'VALIDATION',
    message: DISPOSITION_MESSAGES.invalidBreakReason,
  },
} as const satisfies Record<CallErrorCode, ErrorRow>;

/** The error of a calls failure code. */
export const callError = areaErrors(CALL_ERRORS);
