import type { OrderTeam } from '@backoffice/domain/orders';

/** What names one team work list: the team, an agent (Team Leaders only), platform and status. */
export interface OrderListAddress {
  team: OrderTeam;
  /** The agent whose carts are listed (`:cet_uid`), or null for the whole list. */
  cetUid: string | null;
  /** The brand slug (own channel) or `affiliate` (every other channel). */
  platform: string;
  /** The status slug of the tab. */
  slug: string;
}

const segment = (value: string) => `${encodeURIComponent(value)}/`;

/** `[cet_uid/]platform/` of the list calls. */
export function agentAndPlatform({ cetUid, platform }: Omit<OrderListAddress, 'slug' | 'team'>) {
  return `${cetUid === null ? '' : segment(cetUid)}${segment(platform)}`;
}
