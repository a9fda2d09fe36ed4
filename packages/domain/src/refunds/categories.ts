import type { Brand } from '../core/brand';

/** The two refund platforms: the retailer's own ({product}) and partner affiliates. */
export type RefundPlatformKind = 'product' | 'affiliate';

const BOTH: readonly RefundPlatformKind[] = ['product', 'affiliate'];
const PRODUCT_ONLY: readonly RefundPlatformKind[] = ['product'];

/**
 * Refund categories 1 to 8 in the spec's slug order (001 sections 2 and 3). Only return orders,
 * RTS refunds and carpenter refunds have an affiliate platform. The ODA slug keeps its capitals,
 * as the spec writes it.
 */
export const REFUND_CATEGORIES = [
  { id: 1, slug: 'return-orders', label: 'Return Orders', platforms: BOTH },
  { id: 2, slug: 'sale-benefit-orders', label: 'Sale Benefit Orders', platforms: PRODUCT_ONLY },
  { id: 3, slug: 'cancelled-orders', label: 'Cancelled Orders', platforms: PRODUCT_ONLY },
  { id: 4, slug: 'customization-orders', label: 'Customization Orders', platforms: PRODUCT_ONLY },
  { id: 5, slug: 'rts-refunds', label: 'RTS Refunds', platforms: BOTH },
  { id: 6, slug: 'price-drop-orders', label: 'Price Drop Orders', platforms: PRODUCT_ONLY },
  {
    id: 7,
    slug: 'ODA-charge-cancelled-orders',
    label: 'ODA Charge Cancelled Orders',
    platforms: PRODUCT_ONLY,
  },
  { id: 8, slug: 'carpenter-refund', label: 'Carpenter Refund', platforms: BOTH },
] as const;

export type RefundCategory = (typeof REFUND_CATEGORIES)[number];
export type RefundCategoryId = RefundCategory['id'];
export type RefundCategorySlug = RefundCategory['slug'];

/** The category a `/refund-list/:refundCategory/` segment names, or undefined. */
export function refundCategoryBySlug(slug: string): RefundCategory | undefined {
  return REFUND_CATEGORIES.find((c) => c.slug === slug);
}

/** The platform segment of a refund-list address: the brand's slug, or `affiliate`. */
export function refundPlatformSlug(kind: RefundPlatformKind, brand: Brand): string {
  return kind === 'product' ? brand.slug : 'affiliate';
}

/** The platform a `:platform` segment names for a category, or undefined when it has none. */
export function refundPlatformFromSlug(
  category: RefundCategory,
  slug: string,
  brand: Brand,
): RefundPlatformKind | undefined {
  return category.platforms.find((kind) => refundPlatformSlug(kind, brand) === slug);
}
