import { ZCetUid } from '@backoffice/domain/orders';
import { z } from 'zod';

/** `:platform/:slug` of a work list. */
export const ZListParams = z.object({ platform: z.string(), slug: z.string() });
/** `:cet_uid/:platform/:slug` of one agent's work list. */
export const ZAgentListParams = ZListParams.extend({ cet_uid: ZCetUid });
/** `:platform` of the tab counts. */
export const ZPlatformParams = ZListParams.pick({ platform: true });
