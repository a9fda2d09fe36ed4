import { BRAND_SLUG_MAX_LENGTH } from '@backoffice/domain/core/brand';
import { STATUS_SLUG_MAX_LENGTH, ZCetUid } from '@backoffice/domain/orders';
import { z } from 'zod';

/** `:platform/:slug` of a work list: the platform is the brand's slug or `affiliate`. */
export const ZListParams = z.object({
  platform: z
    .string()
    .max(BRAND_SLUG_MAX_LENGTH, `platform must be at most ${BRAND_SLUG_MAX_LENGTH} characters`),
  slug: z
    .string()
    .max(STATUS_SLUG_MAX_LENGTH, `slug must be at most ${STATUS_SLUG_MAX_LENGTH} characters`),
});
/** `:cet_uid/:platform/:slug` of one agent's work list. */
export const ZAgentListParams = ZListParams.extend({ cet_uid: ZCetUid });
/** `:platform` of the tab counts. */
export const ZPlatformParams = ZListParams.pick({ platform: true });
