import {
  refundCategoryBySlug,
  refundPlatformFromSlug,
  refundPlatformSlug,
  refundStatusBySlug,
  refundStatusesFor,
  type RefundCategory,
  type RefundPlatformKind,
  type RefundStatus,
} from '@backoffice/domain/refunds';
import type { Brand } from '@backoffice/domain/core/brand';

/** A refund list as its address names it: /refund-list/:refundCategory/:platform/:status. */
export interface RefundListAddress {
  category: string;
  platform: string;
  status: string;
}

/** The category, platform and status an address names, when all three exist together. */
export interface KnownRefundList {
  category: RefundCategory;
  platform: RefundPlatformKind;
  status: RefundStatus;
}

/** The screen's address of a refund list. */
export const refundListPath = ({ category, platform, status }: RefundListAddress): string =>
  `/refund-list/${encodeURIComponent(category)}/${encodeURIComponent(platform)}/${encodeURIComponent(status)}`;

/**
 * What an address names, or null when the category, the platform or the status does not exist
 * (an affiliate list of a {product}-only category, Refund Processing on the affiliate platform).
 */
export function knownRefundList(address: RefundListAddress, brand: Brand): KnownRefundList | null {
  const category = refundCategoryBySlug(address.category);
  if (!category) return null;
  const platform = refundPlatformFromSlug(category, address.platform, brand);
  if (!platform) return null;
  const status = refundStatusBySlug(address.status);
  if (!status || !refundStatusesFor(platform).some((s) => s.id === status.id)) return null;
  return { category, platform, status };
}

/** The first list of a category: its {product} platform, Refund Initiated. */
export function firstRefundList(category: string, brand: Brand): string {
  return refundListPath({
    category,
    platform: refundPlatformSlug('product', brand),
    status: 'initiated',
  });
}
