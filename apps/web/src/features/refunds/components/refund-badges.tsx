import {
  BANK_VERIFICATION_STATUSES,
  REFUND_AUTOMATION_STATUSES,
  REFUND_STATUS_COLOURS,
  type BankVerificationStatus,
  type RefundAutomationStatus,
  type RefundStatusId,
} from '@backoffice/domain/refunds';
import { Badge } from '@mantine/core';

const statusColour = (status: number): string =>
  REFUND_STATUS_COLOURS[status as RefundStatusId] ?? 'gray';

/** A refund (item) status in its colour (001 section 3). */
export function RefundStatusBadge({ status, label }: { status: number; label: string }) {
  return (
    <Badge size="sm" variant="light" color={statusColour(status)}>
      {label}
    </Badge>
  );
}

/** A refund automation status in its colour (001 section 3). */
export function AutomationBadge({ status }: { status: RefundAutomationStatus }) {
  const shown = REFUND_AUTOMATION_STATUSES[status];
  return (
    <Badge size="sm" variant="outline" color={shown.color}>
      {shown.label}
    </Badge>
  );
}

/** The verification of a refund's bank account in its colour. */
export function BankVerificationBadge({ status }: { status: BankVerificationStatus }) {
  const shown = BANK_VERIFICATION_STATUSES[status];
  return (
    <Badge size="sm" variant="light" color={shown.color}>
      {shown.label}
    </Badge>
  );
}
