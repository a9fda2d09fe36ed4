import type { RequestKind } from './request-types';

/** A sub-reason of a return reason. */
export interface ReturnSubReason {
  id: number;
  label: string;
}

/** A reason of the customer request form, with its sub-reasons and the kinds it applies to. */
export interface ReturnReason {
  id: number;
  label: string;
  kinds: readonly RequestKind[];
  sub_reasons: readonly ReturnSubReason[];
}

const ALL: readonly RequestKind[] = ['return', 'replacement', 'issue'];
const RETURN_OR_REPLACEMENT: readonly RequestKind[] = ['return', 'replacement'];

/**
 * The reasons and sub-reasons of a customer request (designed: the spec names a reason and a
 * sub-reason dropdown but not their values). Sub-reason ids are unique across reasons, so a
 * stored sub-reason id names one line on its own.
 */
export const RETURN_REASONS = [
  {
    id: 1,
    label: 'Damaged Product',
    kinds: ALL,
    sub_reasons: [
      { id: 101, label: 'Broken or cracked' },
      { id: 102, label: 'Scratches or dents' },
      { id: 103, label: 'Torn fabric' },
      { id: 104, label: 'Stains' },
    ],
  },
  {
    id: 2,
    label: 'Defective Product',
    kinds: RETURN_OR_REPLACEMENT,
    sub_reasons: [
      { id: 201, label: 'Manufacturing defect' },
      { id: 202, label: 'Mattress sagging' },
      { id: 203, label: 'Does not assemble' },
      { id: 204, label: 'Noise or creaking' },
    ],
  },
  {
    id: 3,
    label: 'Wrong Product Delivered',
    kinds: RETURN_OR_REPLACEMENT,
    sub_reasons: [
      { id: 301, label: 'Wrong size' },
      { id: 302, label: 'Wrong colour or fabric' },
      { id: 303, label: 'Wrong model' },
    ],
  },
  {
    id: 4,
    label: 'Not As Described',
    kinds: RETURN_OR_REPLACEMENT,
    sub_reasons: [
      { id: 401, label: 'Firmness differs' },
      { id: 402, label: 'Dimensions differ' },
      { id: 403, label: 'Quality lower than expected' },
    ],
  },
  {
    id: 5,
    label: 'Comfort Trial',
    kinds: ['return'],
    sub_reasons: [
      { id: 501, label: 'Too firm' },
      { id: 502, label: 'Too soft' },
      { id: 503, label: 'Sleeps hot' },
    ],
  },
  {
    id: 6,
    label: 'Changed Mind',
    kinds: ['return'],
    sub_reasons: [
      { id: 601, label: 'Ordered by mistake' },
      { id: 602, label: 'Found a better price' },
      { id: 603, label: 'No longer needed' },
    ],
  },
  {
    id: 7,
    label: 'Missing Items',
    kinds: ['issue'],
    sub_reasons: [
      { id: 701, label: 'Missing package' },
      { id: 702, label: 'Missing accessory' },
      { id: 703, label: 'Missing part' },
      { id: 704, label: 'Packaging damaged in transit' },
    ],
  },
] as const satisfies readonly ReturnReason[];

export type ReturnReasonId = (typeof RETURN_REASONS)[number]['id'];

/** The reason of an id, or undefined. */
export function returnReason(id: number): ReturnReason | undefined {
  return RETURN_REASONS.find((r) => r.id === id);
}

/** The reasons offered for a kind of request. */
export function reasonsFor(kind: RequestKind): ReturnReason[] {
  return RETURN_REASONS.filter((r) => (r.kinds as readonly RequestKind[]).includes(kind));
}

/** Whether a sub-reason belongs to a reason. */
export function isSubReasonOf(reasonId: number, subReasonId: number): boolean {
  return returnReason(reasonId)?.sub_reasons.some((s) => s.id === subReasonId) ?? false;
}

/** The "reason: sub-reason" text a history sentence and a list row show. */
export function reasonText(reasonId: number, subReasonId: number | null): string {
  const reason = returnReason(reasonId);
  if (!reason) return 'Unknown reason';
  const sub = reason.sub_reasons.find((s) => s.id === subReasonId);
  return sub ? `${reason.label}: ${sub.label}` : reason.label;
}

/**
 * Why a request is on hold (returns/change-hold-sub-reason/; designed). A request on hold keeps
 * its status and may not be approved or processed until the hold is cleared.
 */
export const HOLD_SUB_REASONS = [
  { id: 1, label: 'Awaiting photos from the customer' },
  { id: 2, label: 'Customer not reachable' },
  { id: 3, label: 'Awaiting quality check' },
  { id: 4, label: 'Awaiting stock for the replacement' },
  { id: 5, label: 'Customer asked to wait' },
] as const;

export type HoldSubReasonId = (typeof HOLD_SUB_REASONS)[number]['id'];
export const HOLD_SUB_REASON_IDS: readonly number[] = HOLD_SUB_REASONS.map((r) => r.id);

/** The label of a hold sub-reason, or undefined. */
export function holdSubReasonLabel(id: number): string | undefined {
  return HOLD_SUB_REASONS.find((r) => r.id === id)?.label;
}
