import { ESCALATION_MESSAGES } from '@backoffice/domain/calls/escalations';
import { AppError } from '../../../core/errors';

/** 404 "Escalation not found". */
export const escalationNotFound = () =>
  new AppError('NOT_FOUND', { message: ESCALATION_MESSAGES.escalationNotFound });

/** 400 with a message under each field that broke a rule; the first is the envelope's message. */
export function ruleViolations(fields: Record<string, string>): AppError {
  const [first = 'Invalid request'] = Object.values(fields);
  return new AppError('VALIDATION', { message: first, fields });
}
