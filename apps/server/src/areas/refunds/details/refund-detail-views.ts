import type { RefundBankLinkRow, RefundEventRow } from '@backoffice/db/schema';
import {
  maskAccountNumber,
  REFUND_TROUBLE_REASONS,
  type TRefundBankDetails,
  type TRefundBankLink,
  type TRefundEvent,
  type TRefundTrouble,
} from '@backoffice/domain/refunds';
import type { bankDetailsOf, TroubleRow } from './refund-details.queries';
import { staffRef } from './staff-ref';

type BankDetailsRow = NonNullable<Awaited<ReturnType<typeof bankDetailsOf>>>;

/** A refund's bank details as staff see them: the account number masked. */
export function toBankDetails({ details, verified_by_name }: BankDetailsRow): TRefundBankDetails {
  return {
    account_holder_name: details.account_holder_name,
    account_number_masked: maskAccountNumber(details.account_number),
    ifsc: details.ifsc,
    source: details.source,
    verification_status: details.verification_status,
    name_at_bank: details.name_at_bank,
    verified_by: staffRef(details.verified_by_login_id, verified_by_name),
    verified_at: details.verified_at?.toISOString() ?? null,
    updated_at: details.updated_at.toISOString(),
  };
}

/** The latest bank-details link. */
export const toBankLink = (link: RefundBankLinkRow): TRefundBankLink => ({
  sent_at: link.sent_at.toISOString(),
  expires_at: link.expires_at.toISOString(),
  used_at: link.used_at?.toISOString() ?? null,
});

/** A trouble with its reason's label and who raised and resolved it. */
export function toTrouble({
  trouble,
  raised_by_name,
  resolved_by_name,
}: TroubleRow): TRefundTrouble {
  return {
    id: trouble.id,
    refund_id: trouble.refund_id,
    trouble_reason: trouble.trouble_reason,
    trouble_reason_label:
      REFUND_TROUBLE_REASONS.find((r) => r.id === trouble.trouble_reason)?.label ?? '',
    comments: trouble.comments,
    raised_by: staffRef(trouble.raised_by_login_id, raised_by_name),
    raised_at: trouble.raised_at.toISOString(),
    resolution_details: trouble.resolution_details,
    resolved_by: staffRef(trouble.resolved_by_login_id, resolved_by_name),
    resolved_at: trouble.resolved_at?.toISOString() ?? null,
  };
}

/** A history sentence. */
export const toEvent = ({ event, by_name }: { event: RefundEventRow; by_name: string | null }) =>
  ({
    at: event.created_at.toISOString(),
    by: staffRef(event.by_login_id, by_name),
    sentence: event.sentence,
    from_status: event.from_status,
    to_status: event.to_status,
    comments: event.comments,
  }) satisfies TRefundEvent;
