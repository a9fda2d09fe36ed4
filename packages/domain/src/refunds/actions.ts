import type { RefundAutomationStatus } from './automation';
import type { RefundPlatformKind } from './categories';
import { REFUND_STATUS as S, REFUND_STATUSES, type RefundStatusId } from './statuses';

/**
 * What Finance may do to a refund from the refund list (PUT refund-detail/{id}/). The spec names
 * the payload (action_type, cart_primary_id, aff_id, comments) but not the values; these are
 * ours (docs/refunds.md "Actions"):
 *
 * | action_type       | from                     | to              | platforms          |
 * | ----------------- | ------------------------ | --------------- | ------------------ |
 * | `process`         | 1 Initiated, 5 Processing | 2 Processed     | both               |
 * | `mark_processing` | 1 Initiated              | 5 Processing    | {product} only     |
 * | `cancel`          | 1, 5, 3 Trouble          | 4 Cancelled     | both               |
 * | `trouble`         | 1, 5                     | 3 Trouble       | both (with reason) |
 * | `re_initiate`     | 3 Trouble                | 1 Initiated     | both               |
 */
export const REFUND_ACTION_TYPES = [
  'process',
  'mark_processing',
  'cancel',
  'trouble',
  're_initiate',
] as const;
export type RefundActionType = (typeof REFUND_ACTION_TYPES)[number];

export interface RefundActionRule {
  label: string;
  /** The past tense a history sentence uses. */
  done: string;
  from: readonly RefundStatusId[];
  to: RefundStatusId;
  platforms: readonly RefundPlatformKind[];
  needsComments: boolean;
  needsTroubleReason: boolean;
}

export const REFUND_ACTIONS: Record<RefundActionType, RefundActionRule> = {
  process: {
    label: 'Process Refund',
    done: 'processed',
    from: [S.INITIATED, S.PROCESSING],
    to: S.PROCESSED,
    platforms: ['product', 'affiliate'],
    needsComments: false,
    needsTroubleReason: false,
  },
  mark_processing: {
    label: 'Mark Processing',
    done: 'marked processing',
    from: [S.INITIATED],
    to: S.PROCESSING,
    platforms: ['product'],
    needsComments: false,
    needsTroubleReason: false,
  },
  cancel: {
    label: 'Cancel Refund',
    done: 'cancelled',
    from: [S.INITIATED, S.PROCESSING, S.TROUBLE],
    to: S.CANCELLED,
    platforms: ['product', 'affiliate'],
    needsComments: true,
    needsTroubleReason: false,
  },
  trouble: {
    label: 'Mark Trouble',
    done: 'marked as trouble',
    from: [S.INITIATED, S.PROCESSING],
    to: S.TROUBLE,
    platforms: ['product', 'affiliate'],
    needsComments: false,
    needsTroubleReason: true,
  },
  re_initiate: {
    label: 'Re-initiate',
    done: 're-initiated',
    from: [S.TROUBLE],
    to: S.INITIATED,
    platforms: ['product', 'affiliate'],
    needsComments: true,
    needsTroubleReason: false,
  },
};

/**
 * Automation statuses during which the payment gateway holds the refund: no staff action may
 * change it until the gateway answers (PENDING) or Finance resolves it (MANUAL_REVIEW). A refund
 * the gateway paid (SUCCESS) is never acted on again.
 */
export const REFUND_AUTOMATION_LOCKED: readonly RefundAutomationStatus[] = [
  'PENDING',
  'MANUAL_REVIEW',
  'SUCCESS',
];

export const REFUND_ACTION_MESSAGES = {
  withGateway: 'The refund is with the payment gateway; wait for its answer or resolve it',
  notOnPlatform: (label: string) => `${label} is not used on the affiliate platform`,
  notFromStatus: (label: string, statusLabel: string) =>
    `${label} is not allowed on a refund in ${statusLabel}`,
  commentsRequired: 'Comments are required',
  troubleReasonRequired: 'Choose a trouble reason',
  troubleReasonDisabled: 'This trouble reason cannot be chosen',
} as const;

/** The facts of a refund an action is checked against. */
export interface RefundActionSubject {
  status: number;
  platform: RefundPlatformKind;
  automation_status: RefundAutomationStatus;
}

const statusLabel = (id: number) =>
  REFUND_STATUSES.find((s) => s.id === id)?.label ?? `status ${id}`;

/** Why an action may not be taken on a refund, or null when it may. */
export function refundActionRefusal(
  action: RefundActionType,
  refund: RefundActionSubject,
): string | null {
  const rule = REFUND_ACTIONS[action];
  if (!rule.platforms.includes(refund.platform)) {
    return REFUND_ACTION_MESSAGES.notOnPlatform(rule.label);
  }
  if (!(rule.from as readonly number[]).includes(refund.status)) {
    return REFUND_ACTION_MESSAGES.notFromStatus(rule.label, statusLabel(refund.status));
  }
  if (REFUND_AUTOMATION_LOCKED.includes(refund.automation_status)) {
    return REFUND_ACTION_MESSAGES.withGateway;
  }
  return null;
}

/** The actions a refund allows now, in the table's order (the refund-status call). */
export function allowedRefundActions(refund: RefundActionSubject): RefundActionType[] {
  return REFUND_ACTION_TYPES.filter((a) => refundActionRefusal(a, refund) === null);
}
