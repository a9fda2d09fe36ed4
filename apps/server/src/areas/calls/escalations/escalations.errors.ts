import { ESCALATION_MESSAGES as M } from '@backoffice/domain/calls/escalations';
import { areaErrors, asWorded, type AppError, type ErrorRow } from '../../../core/errors';

/** Why an escalation call is refused. */
export type EscalationErrorCode =
  | 'calls.escalation_not_found'
  | 'calls.escalation_rules_broken'
  | 'calls.switch_refused'
  | 'calls.affiliate_mismatch';

/** Each escalation failure's kind and message. */
export const ESCALATION_ERRORS = {
  'calls.escalation_not_found': { kind: 'NOT_FOUND', message: M.escalationNotFound },
  'calls.escalation_rules_broken': { kind: 'VALIDATION', message: asWorded },
  'calls.switch_refused': { kind: 'VALIDATION', message: asWorded },
  'calls.affiliate_mismatch': { kind: 'VALIDATION', message: M.affiliateMismatch },
} as const satisfies Record<EscalationErrorCode, ErrorRow>;

/** The error of an escalation failure code. */
export const escalationError = areaErrors(ESCALATION_ERRORS);

/** 404 "Escalation not found". */
export const escalationNotFound = (): AppError => escalationError('calls.escalation_not_found');

/** 400 with a message under each field that broke a rule; the first is the envelope's message. */
export function ruleViolations(fields: Record<string, string>): AppError {
  const [first = 'Invalid request'] = Object.values(fields);
  return escalationError('calls.escalation_rules_broken', first).onFields(fields);
}
