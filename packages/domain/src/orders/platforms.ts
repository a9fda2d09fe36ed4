import type { Brand } from '../core/brand';
import { OWN_CHANNEL_ID } from '../core/channels';

/** The list segment of every channel but the own one (`/list-of-all-orders/affiliate/...`). */
export const OTHER_CHANNELS_PLATFORM = 'affiliate';

/** Which carts a list's platform segment selects: the own channel's, or every other channel's. */
export type PlatformFilter =
  | { channels: 'own'; affiliate_id: typeof OWN_CHANNEL_ID }
  | { channels: 'others'; except_affiliate_id: typeof OWN_CHANNEL_ID };

/**
 * The channels a list's `:platform` names: the brand's slug is the own channel (affiliate 0),
 * `affiliate` every other channel; anything else names no list (null, a 404 on the server).
 */
export function platformAffiliateFilter(platform: string, brand: Brand): PlatformFilter | null {
  if (platform === brand.slug) return { channels: 'own', affiliate_id: OWN_CHANNEL_ID };
  if (platform === OTHER_CHANNELS_PLATFORM) {
    return { channels: 'others', except_affiliate_id: OWN_CHANNEL_ID };
  }
  return null;
}
