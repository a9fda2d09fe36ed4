import { REFUND_ACTION_MESSAGES, REFUND_AUTOMATION_LOCKED } from './actions';
import type { RefundAutomationStatus } from './automation';
import type { BankVerificationStatus } from './bank-details';
import { REFUND_STATUS as S, REFUND_STATUSES, type RefundStatusId } from './statuses';

/**
 * Changing a refund's bank details or amount, checking its account and sending the customer the
 * bank-details link (docs/refunds.md "Bank details"): allowed while the refund is open (1
 * Initiated, 5 Processing, 3 Trouble) and not with the payment gateway.
 */
export const REFUND_EDITABLE_STATUSES: readonly RefundStatusId[] = [
  S.INITIATED,
  S.PROCESSING,
  S.TROUBLE,
];

export const REFUND_EDIT_MESSAGES = {
  closed: (statusLabel: string) => `A refund in ${statusLabel} cannot be changed`,
  withGateway: REFUND_ACTION_MESSAGES.withGateway,
  noBankDetails: 'Add the bank details before verifying them',
  amountUpdated: 'Updated Successfully!',
  linkNotValid: 'This link is not valid',
  tooManyTries: 'Too many tries. Try again later.',
} as const;

/** What the verification found, as Finance reads it. */
export const BANK_VERIFICATION_MESSAGES = {
  VALID: 'Bank details verified',
  NAME_MISMATCH: (nameAtBank: string) => `The account is held under another name: ${nameAtBank}`,
  INVALID_ACCOUNT: 'No such account at the bank',
} as const;

/** The message of a verification's finding. */
export function bankVerificationMessage(
  status: Exclude<BankVerificationStatus, 'NOT_VERIFIED'>,
  nameAtBank: string | null,
): string {
  if (status === 'NAME_MISMATCH') return BANK_VERIFICATION_MESSAGES.NAME_MISMATCH(nameAtBank ?? '');
  return BANK_VERIFICATION_MESSAGES[status];
}

/** Why a refund's bank details, amount or link may not be changed now, or null when they may. */
export function refundEditRefusal(refund: {
  status: number;
  automation_status: RefundAutomationStatus;
}): string | null {
  if (!REFUND_EDITABLE_STATUSES.some((s) => s === refund.status)) {
    const label = REFUND_STATUSES.find((s) => s.id === refund.status)?.label ?? 'this status';
    return REFUND_EDIT_MESSAGES.closed(label);
  }
  if (REFUND_AUTOMATION_LOCKED.includes(refund.automation_status)) {
    return REFUND_EDIT_MESSAGES.withGateway;
  }
  return null;
}
