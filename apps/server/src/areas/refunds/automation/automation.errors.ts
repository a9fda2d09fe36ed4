import { REFUND_EDIT_MESSAGES } from '@backoffice/domain/refunds';
import { areaErrors, asWorded } from '../../../core/errors';

/** The refusals of the gateway automation and the bank-details calls (docs/refunds.md). */
const AUTOMATION_ERRORS = {
  'refunds.refund_not_found': { kind: 'NOT_FOUND', message: 'No such refund' },
  'refunds.link_not_found': { kind: 'NOT_FOUND', message: REFUND_EDIT_MESSAGES.linkNotValid },
  'refunds.refused': { kind: 'BAD_REQUEST', message: asWorded },
} as const;

export const automationError = areaErrors(AUTOMATION_ERRORS);
