import { z } from 'zod';

/**
 * Refund automation statuses, each shown with a colour (001 section 3). The spec does not give
 * the colours; they are Mantine palette names: grey for not started, yellow for waiting, orange
 * for a person's review, red for every failure and green for success.
 */
export const REFUND_AUTOMATION_STATUSES = {
  NOT_INITIATED: { label: 'Not Initiated', color: 'gray' },
  PENDING: { label: 'Pending', color: 'yellow' },
  MANUAL_REVIEW: { label: 'Manual Review', color: 'orange' },
  FAILED: { label: 'Failed', color: 'red' },
  FAILED_DUE_TO_INVALID_BANK_DETAILS: { label: 'Failed: Invalid Bank Details', color: 'red' },
  FAILED_DUE_TO_INVALID_AMOUNT: { label: 'Failed: Invalid Amount', color: 'red' },
  FAILED_AFTER_MAX_RETRIES: { label: 'Failed After Max Retries', color: 'red' },
  SUCCESS: { label: 'Success', color: 'green' },
} as const satisfies Record<string, { label: string; color: string }>;

export type RefundAutomationStatus = keyof typeof REFUND_AUTOMATION_STATUSES;
/** Every automation status code, in the spec's order. */
export const REFUND_AUTOMATION_STATUS_CODES = Object.keys(
  REFUND_AUTOMATION_STATUSES,
) as RefundAutomationStatus[];

/**
 * How a refund left in manual review is resolved after checking the payment gateway's
 * dashboard (001 section 4).
 */
export const REFUND_RESOLUTIONS = {
  MANUAL_REVIEW_FROM_PG_DASHBOARD_SUCCESS: { label: 'Refund succeeded (PG dashboard)' },
  MANUAL_REVIEW_FROM_PG_DASHBOARD_FAILED: { label: 'Refund failed (PG dashboard)' },
} as const;

export type RefundResolution = keyof typeof REFUND_RESOLUTIONS;
/** Both resolution codes, as a tuple for `z.enum`. */
export const REFUND_RESOLUTION_CODES = Object.keys(REFUND_RESOLUTIONS) as [
  RefundResolution,
  ...RefundResolution[],
];

/** A resolution chosen in the refund resolution popup. */
export const ZRefundResolution = z.enum(REFUND_RESOLUTION_CODES, {
  error: 'Choose whether the refund succeeded or failed',
});
export type TRefundResolution = z.infer<typeof ZRefundResolution>;
