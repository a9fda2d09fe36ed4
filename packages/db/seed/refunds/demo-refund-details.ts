import { createHash } from 'node:crypto';
import {
  BANK_VERIFICATION_STATUSES,
  REFUND_RESOLUTIONS,
  REFUND_TROUBLE_REASONS,
  type RefundEventKind,
} from '@backoffice/domain/refunds';
import { paiseToRupees } from '@backoffice/domain/core/money';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/client';
import {
  customers,
  orders,
  refundAttempts,
  refundBankDetails,
  refundBankLinks,
  refundEvents,
  refundTroubles,
  type NewRefundAttemptRow,
  type NewRefundBankDetailsRow,
  type NewRefundBankLinkRow,
  type NewRefundEventRow,
  type NewRefundTroubleRow,
  type RefundRow,
} from '../../src/schema/index';
import { demoAccount } from '../demo-staff';
import type { PlannedRefund } from './refund-plan';
import { storyOf, type DemoAttempt, type RefundStory } from './refund-stories';

const LEADER = demoAccount(6).login_id;
const FINANCE = demoAccount(7).login_id;
const HOUR_MS = 3_600_000;
const RETRY_WAIT_MS = 30 * 60_000;
const GATEWAY = 'Sandbox gateway';
const IFSCS = ['HDFC0001234', 'ICIC0004321', 'SBIN0007788', 'UTIB0002468'] as const;

const GATEWAY_SENTENCES: Record<DemoAttempt['outcome'], string> = {
  PENDING: 'Sent to the payment gateway',
  SUCCESS: 'The payment gateway paid the refund',
  FAILED: 'The payment gateway could not refund now: it will be tried again',
  FAILED_DUE_TO_INVALID_BANK_DETAILS: 'The payment gateway refused the bank details',
  FAILED_DUE_TO_INVALID_AMOUNT: 'The payment gateway refused the amount',
  MANUAL_REVIEW: 'The payment gateway holds the refund for manual review',
};

/** Everything a demo refund's story writes besides the refund itself. */
interface DetailRows {
  bank: NewRefundBankDetailsRow[];
  links: NewRefundBankLinkRow[];
  troubles: NewRefundTroubleRow[];
  attempts: NewRefundAttemptRow[];
  events: NewRefundEventRow[];
}

/** The refund's history, told in order: each sentence moves the clock an hour on. */
function historyTeller(refund: RefundRow, events: NewRefundEventRow[]) {
  let at = refund.created_at.getTime();
  let status: number | null = null;
  return (
    kind: RefundEventKind,
    sentence: string,
    by: number | null,
    to: number | null = status,
  ): Date => {
    at += HOUR_MS;
    events.push({
      refund_id: refund.id,
      kind,
      from_status: status,
      to_status: to,
      sentence,
      comments: null,
      by_login_id: by,
      created_at: new Date(at),
    });
    status = to;
    return new Date(at);
  };
}

/** The gateway's tries of a refund and their sentences. */
function tellAttempts(
  refund: RefundRow,
  story: RefundStory,
  tell: ReturnType<typeof historyTeller>,
  rows: DetailRows,
  now: Date,
): void {
  story.attempts.forEach((attempt, i) => {
    const no = i + 1;
    tell('action', `Sent to the payment gateway (attempt ${no})`, no === 1 ? FINANCE : null, 5);
    const paid = attempt.outcome === 'SUCCESS';
    const arn = paid ? `DEMOARN${String(refund.id).padStart(8, '0')}${no}` : null;
    const after = paid ? 2 : attempt.outcome.startsWith('FAILED_DUE') ? 3 : 5;
    const answered = tell(
      'gateway',
      `${GATEWAY_SENTENCES[attempt.outcome]}${arn ? ` (ARN ${arn})` : ''}`,
      null,
      after,
    );
    rows.attempts.push({
      refund_id: refund.id,
      attempt_no: no,
      unique_refund_request_id: `RFD${refund.id}-${no}`,
      payment_gateway: GATEWAY,
      transaction_id: `DEMO-TXN-${refund.order_id}`,
      amount_paise: refund.amount_paise,
      outcome: attempt.outcome,
      gateway_reference:
        paid || attempt.outcome === 'MANUAL_REVIEW' ? `sbx_rfnd_demo_${refund.id}_${no}` : null,
      arn_number: arn,
      message: attempt.outcome === 'SUCCESS' ? null : GATEWAY_SENTENCES[attempt.outcome],
      attempted_at: new Date(answered.getTime() - HOUR_MS),
      answered_at: answered,
      next_retry_at: attempt.retry_due ? new Date(now.getTime() + RETRY_WAIT_MS) : null,
      resolution: attempt.resolution ?? null,
      resolved_by_login_id: attempt.resolution ? FINANCE : null,
      resolved_at: attempt.resolution ? new Date(answered.getTime() + HOUR_MS) : null,
      updated_at: answered,
    });
    if (attempt.resolution) {
      const success = attempt.resolution === 'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS';
      tell(
        'resolution',
        `Manual review resolved: ${REFUND_RESOLUTIONS[attempt.resolution].label}`,
        FINANCE,
        success ? 2 : 5,
      );
    }
  });
}

/** The rows of one refund's story: bank details, link, trouble, tries and history. */
function storyRows(
  { refund, planned }: { refund: RefundRow; planned: PlannedRefund },
  customer: { name: string; mobile: string },
  rows: DetailRows,
  now: Date,
): void {
  const story = storyOf(planned);
  const tell = historyTeller(refund, rows.events);
  tell(
    'raised',
    `Refund of ₹${paiseToRupees(refund.amount_paise)} initiated (${planned.category.label})`,
    LEADER,
    1,
  );
  if (story.link_sent) {
    const sent = tell('bank_link', 'Bank details form link sent to the customer', FINANCE);
    rows.links.push({
      refund_id: refund.id,
      token_hash: createHash('sha256').update(`demo-bank-link-${refund.id}`).digest('hex'),
      sent_to: customer.mobile,
      sent_by_login_id: FINANCE,
      sent_at: new Date(Math.min(sent.getTime(), now.getTime() - 2 * 24 * HOUR_MS)),
      expires_at: new Date(now.getTime() - 24 * HOUR_MS),
    });
  }
  if (story.bank) {
    const fromLink = story.bank.source === 'customer_link';
    const added = tell(
      'bank_details',
      fromLink ? 'Bank details given by the customer through the link' : 'Bank details added',
      fromLink ? null : FINANCE,
    );
    const checked = story.bank.verification !== 'NOT_VERIFIED';
    const verifiedAt = checked
      ? tell(
          'verification',
          `Bank details checked: ${BANK_VERIFICATION_STATUSES[story.bank.verification].label}`,
          FINANCE,
        )
      : null;
    rows.bank.push({
      refund_id: refund.id,
      account_holder_name: customer.name,
      account_number: `50100${String(refund.id).padStart(6, '0')}${story.bank.last_digit}`,
      ifsc: IFSCS[refund.id % IFSCS.length] ?? IFSCS[0],
      source: story.bank.source,
      verification_status: story.bank.verification,
      name_at_bank: story.bank.verification === 'VALID' ? customer.name : null,
      verification_message: checked
        ? BANK_VERIFICATION_STATUSES[story.bank.verification].label
        : null,
      verified_by_login_id: story.bank.verification === 'VALID' ? FINANCE : null,
      verified_at: story.bank.verification === 'VALID' ? verifiedAt : null,
      updated_by_login_id: fromLink ? null : FINANCE,
      created_at: added,
      updated_at: verifiedAt ?? added,
    });
  }
  tellAttempts(refund, story, tell, rows, now);
  if (story.trouble) {
    const reason = REFUND_TROUBLE_REASONS.find((r) => r.id === story.trouble?.reason);
    const raisedAt = tell('trouble', `Marked as trouble: ${reason?.label ?? ''}`, FINANCE, 3);
    const resolvedAt = story.trouble.resolution
      ? tell('trouble_resolved', `Trouble resolved: ${story.trouble.resolution}`, FINANCE, 3)
      : null;
    rows.troubles.push({
      refund_id: refund.id,
      trouble_reason: story.trouble.reason,
      comments: `${reason?.label ?? ''} (demo)`,
      raised_by_login_id: FINANCE,
      raised_at: raisedAt,
      resolution_details: story.trouble.resolution ?? null,
      resolved_by_login_id: resolvedAt ? FINANCE : null,
      resolved_at: resolvedAt,
    });
  }
  if (story.closing) tell('action', story.closing, FINANCE, planned.status);
}

/**
 * Writes the stories of the demo refunds (refund-stories.ts): their bank details, bank-details
 * links, troubles, gateway tries with resolutions, and every history sentence.
 */
export async function seedRefundDetails(
  tx: Database,
  demo: readonly { refund: RefundRow; planned: PlannedRefund }[],
  now: Date,
): Promise<void> {
  if (demo.length === 0) return;
  const people = await tx
    .select({ order_id: orders.id, name: customers.name, mobile: customers.mobile })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customer_id))
    .where(
      inArray(
        orders.id,
        demo.map((d) => d.refund.order_id),
      ),
    );
  const byOrder = new Map(people.map((p) => [p.order_id, p]));
  const rows: DetailRows = { bank: [], links: [], troubles: [], attempts: [], events: [] };
  for (const one of demo) {
    const customer = byOrder.get(one.refund.order_id) ?? { name: 'Demo Customer', mobile: '' };
    storyRows(one, customer, rows, now);
  }
  if (rows.bank.length > 0) await tx.insert(refundBankDetails).values(rows.bank);
  if (rows.links.length > 0) await tx.insert(refundBankLinks).values(rows.links);
  if (rows.troubles.length > 0) await tx.insert(refundTroubles).values(rows.troubles);
  if (rows.attempts.length > 0) await tx.insert(refundAttempts).values(rows.attempts);
  await tx.insert(refundEvents).values(rows.events);
}
