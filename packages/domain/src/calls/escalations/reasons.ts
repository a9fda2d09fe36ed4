/**
 * Why a customer escalated: a reason and its sub-reasons (the form's reason and sub-reason
 * dropdowns). The create call's `reason_id` is a sub-reason's id, which names its reason too.
 * `needs_warehouse` marks the sub-reasons a warehouse must act on: only those offer warehouses.
 */
export const ESCALATION_REASONS = [
  {
    id: 1,
    reason: 'Delivery Delay',
    sub_reasons: [
      { id: 101, sub_reason: 'Promised delivery date missed', needs_warehouse: true },
      { id: 102, sub_reason: 'Order not dispatched yet', needs_warehouse: true },
      { id: 103, sub_reason: 'Shipment stuck in transit', needs_warehouse: true },
      { id: 104, sub_reason: 'Marked delivered but not received', needs_warehouse: true },
    ],
  },
  {
    id: 2,
    reason: 'Damaged or Wrong Product',
    sub_reasons: [
      { id: 201, sub_reason: 'Damaged in transit', needs_warehouse: true },
      { id: 202, sub_reason: 'Manufacturing defect', needs_warehouse: true },
      { id: 203, sub_reason: 'Wrong size or dimensions delivered', needs_warehouse: true },
      { id: 204, sub_reason: 'Wrong product or colour delivered', needs_warehouse: true },
    ],
  },
  {
    id: 3,
    reason: 'Missing Items',
    sub_reasons: [
      { id: 301, sub_reason: 'Parts or fittings missing', needs_warehouse: true },
      { id: 302, sub_reason: 'Package of a multi-box docket missing', needs_warehouse: true },
    ],
  },
  {
    id: 4,
    reason: 'Installation',
    sub_reasons: [
      { id: 401, sub_reason: 'Carpenter did not visit', needs_warehouse: false },
      { id: 402, sub_reason: 'Installation left incomplete', needs_warehouse: false },
      { id: 403, sub_reason: 'Product damaged during installation', needs_warehouse: false },
    ],
  },
  {
    id: 5,
    reason: 'Mattress Comfort and Quality',
    sub_reasons: [
      { id: 501, sub_reason: 'Sagging or body impression', needs_warehouse: false },
      { id: 502, sub_reason: 'Too firm or too soft in the trial period', needs_warehouse: false },
      { id: 503, sub_reason: 'Fabric tearing or foam odour', needs_warehouse: false },
    ],
  },
  {
    id: 6,
    reason: 'Return and Replacement',
    sub_reasons: [
      { id: 601, sub_reason: 'Return pickup not done', needs_warehouse: true },
      { id: 602, sub_reason: 'Replacement not delivered', needs_warehouse: true },
      { id: 603, sub_reason: 'Return request rejected', needs_warehouse: false },
    ],
  },
  {
    id: 7,
    reason: 'Refund',
    sub_reasons: [
      { id: 701, sub_reason: 'Refund not received', needs_warehouse: false },
      { id: 702, sub_reason: 'Refund amount short', needs_warehouse: false },
    ],
  },
  {
    id: 8,
    reason: 'Payment',
    sub_reasons: [
      { id: 801, sub_reason: 'Charged twice', needs_warehouse: false },
      { id: 802, sub_reason: 'Extra cash collected on delivery', needs_warehouse: false },
      { id: 803, sub_reason: 'EMI not converted', needs_warehouse: false },
    ],
  },
  {
    id: 9,
    reason: 'Staff Behaviour',
    sub_reasons: [
      { id: 901, sub_reason: 'Delivery staff misbehaved', needs_warehouse: true },
      { id: 902, sub_reason: 'Customer care agent misbehaved', needs_warehouse: false },
    ],
  },
] as const;

export type EscalationReason = (typeof ESCALATION_REASONS)[number];
export type EscalationSubReason = EscalationReason['sub_reasons'][number];
export type EscalationSubReasonId = EscalationSubReason['id'];

/** A sub-reason with the reason it belongs to. */
export interface ReasonChoice {
  reason: EscalationReason;
  subReason: EscalationSubReason;
}

/** Every sub-reason id: the values the create call's reason_id may take. */
export const ESCALATION_SUB_REASON_IDS: readonly EscalationSubReasonId[] =
  ESCALATION_REASONS.flatMap((r) => r.sub_reasons.map((s) => s.id));

/** The sub-reason of a reason_id with its reason, or undefined for an id that is no sub-reason. */
export function reasonChoice(reasonId: number): ReasonChoice | undefined {
  for (const reason of ESCALATION_REASONS) {
    const subReason = reason.sub_reasons.find((s) => s.id === reasonId);
    if (subReason) return { reason, subReason };
  }
  return undefined;
}
