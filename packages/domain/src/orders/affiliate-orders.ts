import { SALES_CHANNELS, type AffiliateId } from '../core/channels/sales-channels';

/** The longest partner order id an imported order keeps (the marketplaces' ids are shorter). */
export const AFFILIATE_ORDER_ID_MAX_LENGTH = 64;

/**
 * The channels whose orders arrive by the marketplace sheet: every partner channel, not the
 * product's own channel (0, placed in the console) nor inventory orders (99, their own upload).
 */
export const IMPORTED_ORDER_CHANNEL_IDS: readonly AffiliateId[] = SALES_CHANNELS.filter(
  (c) => c.kind !== 'own' && c.kind !== 'inventory',
).map((c) => c.id);
