import {
  REFUND_STATUSES,
  type GatewayAttemptState,
  type RefundAutomationStatus,
  type RefundResolution,
} from '@backoffice/domain/refunds';
import type { PlannedRefund } from './refund-plan';

/** The bank account a demo refund holds, and how far its check got. */
export interface DemoBankAccount {
  /** The sandbox bank reads the last digit: 0 no such account, 9 another holder, else valid. */
  last_digit: '0' | '4' | '9';
  verification: 'VALID' | 'NOT_VERIFIED' | 'NAME_MISMATCH' | 'INVALID_ACCOUNT';
  source: 'staff' | 'customer_link';
}

/** One try of the payment gateway. */
export interface DemoAttempt {
  outcome: GatewayAttemptState;
  resolution?: RefundResolution;
  /** Waiting for the background retry. */
  retry_due?: boolean;
}

/** A trouble of the refund: its reason, and how it was resolved (open when not). */
export interface DemoTrouble {
  reason: 1 | 2 | 3;
  resolution?: string;
}

/** What a demo refund went through, by its status and story. */
export interface RefundStory {
  automation: RefundAutomationStatus;
  bank: DemoBankAccount | null;
  attempts: readonly DemoAttempt[];
  trouble: DemoTrouble | null;
  /** A bank-details link sent to the customer (expired: sent two days ago). */
  link_sent: boolean;
  /** The sentence of the last staff action (cancel, process by the affiliate). */
  closing?: string;
}

const VERIFIED: DemoBankAccount = { last_digit: '4', verification: 'VALID', source: 'staff' };
const FROM_LINK: DemoBankAccount = {
  last_digit: '4',
  verification: 'NOT_VERIFIED',
  source: 'customer_link',
};
const OTHER_HOLDER: DemoBankAccount = {
  last_digit: '9',
  verification: 'NOT_VERIFIED',
  source: 'staff',
};
const NO_ACCOUNT: DemoBankAccount = {
  last_digit: '0',
  verification: 'INVALID_ACCOUNT',
  source: 'staff',
};
/** The refund statuses by slug (initiated, processing, processed, trouble, cancelled). */
const REFUND = Object.fromEntries(REFUND_STATUSES.map((s) => [s.slug, s.id])) as Record<
  (typeof REFUND_STATUSES)[number]['slug'],
  number
>;

const FAILED: DemoAttempt = { outcome: 'FAILED' };
const none = { bank: null, attempts: [], trouble: null, link_sent: false } as const;

/** The story of a status by its number. */
function pick(stories: readonly RefundStory[], story: number): RefundStory {
  const chosen = stories[story];
  if (!chosen) throw new Error(`storyOf: no story ${story}`);
  return chosen;
}

/**
 * The stories of each status (docs/refunds.md "Demo data"); the affiliate platform pays its own
 * refunds, so its refunds never went to the payment gateway.
 *
 * - Initiated: verified bank details, ready to process through the sandbox; bank details the
 *   customer gave through the link (or, on the affiliate platform, an account held by someone
 *   else), not verified yet; no bank details, for the link journey.
 * - Processing: failed once and waiting for the retry; held for manual review, ready for the
 *   resolution popup; failed after every retry.
 * - Processed: paid at once; paid on the retry; held for review and resolved as paid.
 * - Trouble (open, ready to resolve): wrong bank details; an invalid amount; bank details
 *   required, with an expired link.
 * - Cancelled: after a trouble resolved by cancelling; after every retry failed; after the
 *   review found the refund failed.
 */
export function storyOf({ platform, status, story }: PlannedRefund): RefundStory {
  const gateway = platform === 'product';
  switch (status) {
    case REFUND.initiated:
      return pick(
        [
          { ...none, automation: 'NOT_INITIATED', bank: VERIFIED },
          { ...none, automation: 'NOT_INITIATED', bank: gateway ? FROM_LINK : OTHER_HOLDER },
          { ...none, automation: 'NOT_INITIATED' },
        ],
        story,
      );
    case REFUND.processing:
      return pick(
        [
          {
            ...none,
            automation: 'FAILED',
            bank: VERIFIED,
            attempts: [{ outcome: 'FAILED', retry_due: true }],
          },
          {
            ...none,
            automation: 'MANUAL_REVIEW',
            bank: VERIFIED,
            attempts: [{ outcome: 'MANUAL_REVIEW' }],
          },
          {
            ...none,
            automation: 'FAILED_AFTER_MAX_RETRIES',
            bank: VERIFIED,
            attempts: [FAILED, FAILED, FAILED, FAILED],
          },
        ],
        story,
      );
    case REFUND.processed:
      if (!gateway) {
        return {
          ...none,
          automation: 'NOT_INITIATED',
          bank: VERIFIED,
          closing: 'Refund processed: paid by the affiliate',
        };
      }
      return pick(
        [
          { ...none, automation: 'SUCCESS', bank: VERIFIED, attempts: [{ outcome: 'SUCCESS' }] },
          {
            ...none,
            automation: 'SUCCESS',
            bank: VERIFIED,
            attempts: [FAILED, { outcome: 'SUCCESS' }],
          },
          {
            ...none,
            automation: 'SUCCESS',
            bank: VERIFIED,
            attempts: [
              { outcome: 'MANUAL_REVIEW', resolution: 'MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS' },
            ],
          },
        ],
        story,
      );
    case REFUND.trouble:
      return pick(
        [
          {
            ...none,
            automation: gateway ? 'FAILED_DUE_TO_INVALID_BANK_DETAILS' : 'NOT_INITIATED',
            bank: NO_ACCOUNT,
            attempts: gateway ? [{ outcome: 'FAILED_DUE_TO_INVALID_BANK_DETAILS' }] : [],
            trouble: { reason: 2 },
          },
          {
            ...none,
            automation: gateway ? 'FAILED_DUE_TO_INVALID_AMOUNT' : 'NOT_INITIATED',
            bank: VERIFIED,
            attempts: gateway ? [{ outcome: 'FAILED_DUE_TO_INVALID_AMOUNT' }] : [],
            trouble: { reason: 1 },
          },
          { ...none, automation: 'NOT_INITIATED', trouble: { reason: 3 }, link_sent: true },
        ],
        story,
      );
    default:
      return pick(
        [
          {
            ...none,
            automation: 'NOT_INITIATED',
            trouble: { reason: 1, resolution: 'The customer agreed the order was not refundable' },
            closing: 'Refund cancelled: the customer withdrew the request',
          },
          gateway
            ? {
                ...none,
                automation: 'FAILED_AFTER_MAX_RETRIES',
                bank: VERIFIED,
                attempts: [FAILED, FAILED, FAILED, FAILED],
                closing:
                  'Refund cancelled: paid to the customer by bank transfer outside the gateway',
              }
            : {
                ...none,
                automation: 'NOT_INITIATED',
                closing: 'Refund cancelled: the affiliate declined it',
              },
          gateway
            ? {
                ...none,
                automation: 'FAILED',
                bank: VERIFIED,
                attempts: [
                  {
                    outcome: 'MANUAL_REVIEW',
                    resolution: 'MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED',
                  },
                ],
                closing: 'Refund cancelled: the gateway dashboard shows the refund failed',
              }
            : {
                ...none,
                automation: 'NOT_INITIATED',
                closing: 'Refund cancelled: raised twice by mistake',
              },
        ],
        story,
      );
  }
}
