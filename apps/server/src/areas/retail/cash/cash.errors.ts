import { paiseToRupees } from '@backoffice/domain/core/money';
import { CASH_MESSAGES } from '@backoffice/domain/retail/cash';
import { registerUniqueConflict } from '../../../core/database-errors';
import { areaErrors, asWorded, type ErrorRow } from '../../../core/errors';

/** Why a store cash or retail session call is refused (docs/retail.md, "Store cash"). */
export type CashErrorCode =
  | 'retail.cash_not_an_agent'
  | 'retail.cash_not_a_manager'
  | 'retail.cash_member_not_found'
  | 'retail.cash_amount_mismatch'
  | 'retail.cash_amount_positive'
  | 'retail.cash_holding_short'
  | 'retail.cash_float_not_found'
  | 'retail.cash_float_refused'
  | 'retail.cash_hand_over_not_found'
  | 'retail.cash_hand_over_stale'
  | 'retail.cash_comments_required'
  | 'retail.cash_count_not_short'
  | 'retail.cash_dispute_not_found'
  | 'retail.cash_session_started'
  | 'retail.cash_session_not_started'
  | 'retail.cash_count_differs'
  | 'retail.cash_own_email_only';

const rupees = (paise: number) => `₹${paiseToRupees(paise)}`;

/** Each refusal's kind and message. */
export const CASH_ERRORS = {
  'retail.cash_not_an_agent': {
    kind: 'FORBIDDEN',
    message: 'Only a Retail Agent of a store has a cash report',
  },
  'retail.cash_not_a_manager': {
    kind: 'FORBIDDEN',
    message: 'Only a Retail Manager of a store manages its cash',
  },
  'retail.cash_member_not_found': { kind: 'VALIDATION', message: asWorded },
  'retail.cash_amount_mismatch': { kind: 'VALIDATION', message: CASH_MESSAGES.amountMismatch },
  'retail.cash_amount_positive': { kind: 'VALIDATION', message: CASH_MESSAGES.amountPositive },
  'retail.cash_holding_short': {
    kind: 'VALIDATION',
    message: (who: string, paise: number) => `${who} ${rupees(paise)} only`,
  },
  'retail.cash_float_not_found': { kind: 'VALIDATION', message: 'There is no float to act on' },
  'retail.cash_float_refused': { kind: 'VALIDATION', message: asWorded },
  'retail.cash_hand_over_not_found': { kind: 'NOT_FOUND', message: 'Hand-over not found' },
  'retail.cash_hand_over_stale': {
    kind: 'STALE',
    message: 'Another manager has already acted on this hand-over. Reload and try again.',
  },
  'retail.cash_comments_required': { kind: 'VALIDATION', message: CASH_MESSAGES.commentsRequired },
  'retail.cash_count_not_short': {
    kind: 'VALIDATION',
    message: (paise: number) =>
      `The count is not short of the expected ${rupees(paise)}: confirm it instead`,
  },
  'retail.cash_dispute_not_found': { kind: 'NOT_FOUND', message: 'Open dispute not found' },
  'retail.cash_session_started': { kind: 'VALIDATION', message: 'Your session is already started' },
  'retail.cash_session_not_started': { kind: 'VALIDATION', message: 'Your session is not started' },
  'retail.cash_count_differs': {
    kind: 'VALIDATION',
    message: (paise: number) =>
      `The amount differs from the banking cash at store (${rupees(paise)}): raise a dispute`,
  },
  'retail.cash_own_email_only': {
    kind: 'VALIDATION',
    message: 'The report goes to your own e-mail only',
  },
} as const satisfies Record<CashErrorCode, ErrorRow>;

export const cashError = areaErrors(CASH_ERRORS);

// A second start of one member's session that raced the first past its check.
registerUniqueConflict('retail_sessions_one_open_per_login_idx', () =>
  cashError('retail.cash_session_started'),
);
