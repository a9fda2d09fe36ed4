/**
 * What a refund's history sentence records (refund_events.kind): raised, a staff action, the
 * amount, the bank details, the bank-details link, a verification, a trouble or its resolution,
 * a gateway answer, a manual review's resolution.
 */
export const REFUND_EVENT_KINDS = [
  'raised',
  'action',
  'amount',
  'bank_details',
  'bank_link',
  'verification',
  'trouble',
  'trouble_resolved',
  'gateway',
  'resolution',
] as const;
export type RefundEventKind = (typeof REFUND_EVENT_KINDS)[number];
