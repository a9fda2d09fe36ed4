/**
 * Customer segments of the Add Lead popup. The spec shows only the call (a list of id and
 * segment_name); the list is ours, kept here as a catalogue and answered by
 * GET /api/quotation/customer-segments/ (docs/quotations.md).
 */
export const CUSTOMER_SEGMENTS = [
  { id: 1, segment_name: 'Corporate' },
  { id: 2, segment_name: 'Hospitality' },
  { id: 3, segment_name: 'Healthcare' },
  { id: 4, segment_name: 'Education' },
  { id: 5, segment_name: 'Residential Project' },
  { id: 6, segment_name: 'Interior Designer' },
  { id: 7, segment_name: 'Individual' },
] as const;
export type CustomerSegmentId = (typeof CUSTOMER_SEGMENTS)[number]['id'];

/** Whether an id names a customer segment. */
export function isCustomerSegmentId(id: number): id is CustomerSegmentId {
  return CUSTOMER_SEGMENTS.some((s) => s.id === id);
}

/** The name of a segment id, or null for an unknown one. */
export function segmentName(id: number): string | null {
  return CUSTOMER_SEGMENTS.find((s) => s.id === id)?.segment_name ?? null;
}
