import { z } from 'zod';
import { formatPaise } from '../../core/money/format';
import { ZOrderRandomId, ZRowVersion } from '../../orders/order-requests';
import { PAYMENT_LINK_STATUSES, type PaymentLinkStatus } from './payment-links';
import { ZAnswerMessage } from '../../core/validation/answer-text';
import { RANDOM_ID_LENGTH } from '../../core/constants/global-constants';

/**
 * POST /api/automate/ (000 section 7, "Payment type change: ... automate", no shape given): runs
 * the order's automatic checks again now, at the order's version (docs/sales.md).
 */
export const ZAutomateRequest = z.object({
  order_random_id: ZOrderRandomId,
  version: ZRowVersion,
});
export type TAutomateRequest = z.input<typeof ZAutomateRequest>;

/** What one check of a payment link found. */
export interface AutomateLinkCheck {
  transaction_id: string;
  /** The link's status before the check. */
  before: PaymentLinkStatus;
  /** The link's status after the check (the provider's). */
  after: PaymentLinkStatus;
  amount_paise: number;
}

/** One finding of the checks, in a sentence a person reads. */
export const ZAutomateFinding = z.object({
  transaction_id: z.string(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  changed: z.boolean(),
  text: z.string(),
});
export type AutomateFinding = z.infer<typeof ZAutomateFinding>;

export const ZAutomateAnswer = z.object({
  success: z.literal(true),
  message: ZAnswerMessage,
  order_random_id: z.string().max(RANDOM_ID_LENGTH),
  version: z.number().int(),
  findings: z.array(ZAutomateFinding),
});
export type AutomateAnswer = z.infer<typeof ZAutomateAnswer>;

/** What a check of a link found, e.g. "Link sbx_1 was paid: ₹1,500.00 recorded". */
export function linkCheckText(check: AutomateLinkCheck): string {
  const link = `Link ${check.transaction_id}`;
  switch (check.after) {
    case 'paid':
      return `${link} was paid: ${formatPaise(check.amount_paise)} recorded`;
    case 'failed':
      return check.before === 'failed'
        ? `${link} is still open: its last payment try failed`
        : `${link} had a failed payment try: it stays open until it expires`;
    case 'expired':
      return `${link} has expired`;
    case 'cancelled':
      return `${link} was cancelled at the payment provider`;
    case 'pending':
      return check.before === 'pending' ? `${link} is still pending` : `${link} is open again`;
  }
}

/** The answer's message: how many links were checked. */
export function automateMessage(checked: number): string {
  if (checked === 0) return 'No pending payment links to check';
  return `Checked ${checked} payment link${checked === 1 ? '' : 's'}`;
}
