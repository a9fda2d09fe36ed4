import type { Brand } from '../brand';

/**
 * What kind of partner a sales channel is (spec 000 section 3, which replaces the third-party
 * names by their kind).
 */
export const CHANNEL_KINDS = {
  own: 'Own channel',
  marketplace: 'Marketplace',
  distributor: 'Distributor',
  'finance-partner': 'Finance partner',
  storefront: 'Storefront',
  'home-centre': 'Home centre',
  'marketplace-logistics': 'Marketplace logistics',
  'marketplace-upcountry': 'Marketplace upcountry',
  'store-agent': 'Store agent',
  'fashion-marketplace': 'Fashion marketplace',
  'quick-commerce': 'Quick commerce',
  inventory: 'Inventory',
} as const;
export type ChannelKind = keyof typeof CHANNEL_KINDS;

export interface SalesChannelDef {
  /** The affiliate id carried by orders and carts (`affiliate_id`). */
  id: number;
  kind: ChannelKind;
  /** The name of spec 001 section 3; null for channel 0, whose name is the brand's. */
  displayName: string | null;
}

/**
 * Sales channels by affiliate id. Both readings are kept: `kind` from spec 000 section 3 and
 * `displayName` from spec 001 section 3 (the names staff know the channels by). Id 12 does not
 * exist in either list.
 */
export const SALES_CHANNELS = [
  { id: 0, kind: 'own', displayName: null },
  { id: 1, kind: 'marketplace', displayName: 'Amazon' },
  { id: 2, kind: 'marketplace', displayName: 'Pepperfry' },
  { id: 3, kind: 'marketplace', displayName: 'Flipkart' },
  { id: 4, kind: 'marketplace', displayName: 'Paytm' },
  { id: 5, kind: 'distributor', displayName: 'Distributor' },
  { id: 6, kind: 'finance-partner', displayName: 'Bajaj' },
  { id: 7, kind: 'storefront', displayName: 'Shopify' },
  { id: 8, kind: 'home-centre', displayName: 'Home Centre' },
  { id: 9, kind: 'marketplace-logistics', displayName: 'Flipkart Ekart' },
  { id: 10, kind: 'marketplace-upcountry', displayName: 'Amazon UC' },
  { id: 11, kind: 'marketplace-upcountry', displayName: 'Flipkart UC' },
  { id: 13, kind: 'store-agent', displayName: 'SuperK Agent' },
  { id: 14, kind: 'fashion-marketplace', displayName: 'Myntra' },
  { id: 15, kind: 'quick-commerce', displayName: 'Blinkit' },
  { id: 16, kind: 'quick-commerce', displayName: 'Zepto' },
  { id: 17, kind: 'quick-commerce', displayName: 'Instamart' },
  { id: 99, kind: 'inventory', displayName: 'Inventory Order' },
] as const satisfies readonly SalesChannelDef[];

export type AffiliateId = (typeof SALES_CHANNELS)[number]['id'];
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** The retailer's own channel. */
export const OWN_CHANNEL_ID = 0 satisfies AffiliateId;

/** Whether a number is a known affiliate id. */
export function isAffiliateId(id: number): id is AffiliateId {
  return SALES_CHANNELS.some((c) => c.id === id);
}

/** The channel of an affiliate id, or undefined for an unknown id. */
export function salesChannel(id: number): SalesChannel | undefined {
  return SALES_CHANNELS.find((c) => c.id === id);
}

/** The name a channel is shown by: the brand's name for channel 0, else the spec's name. */
export function channelDisplayName(channel: SalesChannelDef, brand: Brand): string {
  return channel.displayName ?? brand.name;
}
