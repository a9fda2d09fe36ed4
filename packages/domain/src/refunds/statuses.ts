import type { RefundPlatformKind } from './categories';

/**
 * Refund statuses in the spec's order (001 section 3). The spec gives the slug `initiated` for
 * 1; the others are the label without "Refund", lower-cased. Refund Processing exists on the
 * {product} platform only.
 */
export const REFUND_STATUSES = [
  { id: 1, label: 'Refund Initiated', slug: 'initiated', platforms: ['product', 'affiliate'] },
  { id: 5, label: 'Refund Processing', slug: 'processing', platforms: ['product'] },
  { id: 2, label: 'Refund Processed', slug: 'processed', platforms: ['product', 'affiliate'] },
  { id: 3, label: 'Refund Trouble', slug: 'trouble', platforms: ['product', 'affiliate'] },
  { id: 4, label: 'Refund Cancelled', slug: 'cancelled', platforms: ['product', 'affiliate'] },
] as const satisfies readonly {
  id: number;
  label: string;
  slug: string;
  platforms: readonly RefundPlatformKind[];
}[];

export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type RefundStatusId = RefundStatus['id'];

/** The refund statuses by name, for code that moves a refund. */
export const REFUND_STATUS = {
  INITIATED: 1,
  PROCESSED: 2,
  TROUBLE: 3,
  CANCELLED: 4,
  PROCESSING: 5,
} as const satisfies Record<string, RefundStatusId>;

/** The refund statuses (list tabs) of a platform. */
export function refundStatusesFor(platform: RefundPlatformKind): RefundStatus[] {
  return REFUND_STATUSES.filter((s) =>
    (s.platforms as readonly RefundPlatformKind[]).includes(platform),
  );
}

/** The status a `/refund-list/.../:status` segment names, or undefined. */
export function refundStatusBySlug(slug: string): RefundStatus | undefined {
  return REFUND_STATUSES.find((s) => s.slug === slug);
}

/** Trouble reasons (001 section 3). The spec marks 4 and 5 disabled: listed, not pickable. */
export const REFUND_TROUBLE_REASONS = [
  { id: 1, label: 'Invalid Amount', disabled: false },
  { id: 2, label: 'Wrong Bank Details', disabled: false },
  { id: 3, label: 'Bank Details Required', disabled: false },
  { id: 4, label: 'Invalid Proof', disabled: true },
  { id: 5, label: 'Manual Review', disabled: true },
] as const;

export type RefundTroubleReasonId = (typeof REFUND_TROUBLE_REASONS)[number]['id'];

/** Whether staff may pick a trouble reason. */
export function isSelectableTroubleReason(id: number): boolean {
  return REFUND_TROUBLE_REASONS.some((r) => r.id === id && !r.disabled);
}
