/** A returns list as its address names it: /returns-replacement/[:cet_uid/]:platform/:slug. */
export interface ReturnListAddress {
  cetUid: string | null;
  platform: string;
  slug: string;
}

/** The `[cet_uid/]platform/` part of a list call's path. */
export const agentAndPlatform = ({ cetUid, platform }: ReturnListAddress): string =>
  `${cetUid === null ? '' : `${encodeURIComponent(cetUid)}/`}${encodeURIComponent(platform)}/`;

/** The screen's address of a returns list. */
export const returnListPath = (address: ReturnListAddress): string =>
  `/returns-replacement/${agentAndPlatform(address)}${encodeURIComponent(address.slug)}`;
