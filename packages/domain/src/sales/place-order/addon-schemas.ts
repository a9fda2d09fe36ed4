import { z } from 'zod';
import { MAX_ROW_ID, wireNumber } from '../../core/validation/wire-number';
import { ZRowVersion } from '../../orders/order-requests';
import { ZCancelReason } from '../payments/payment-links';
import { PLACE_ORDER_MESSAGES as M } from './messages';

/** An add-on's id (the spec's temp_addon_id): a cart modification's id, a positive whole number. */
export const ZTempAddonId = z
  .number({ error: M.addonNotFound })
  .int(M.addonNotFound)
  .min(1, M.addonNotFound)
  .max(MAX_ROW_ID, M.addonNotFound);

/** GET /api/backend-addon-order-status/?temp_addon_id=: one add-on's payment. */
export const ZAddonStatusQuery = z.object({ temp_addon_id: wireNumber(ZTempAddonId) });
export type TAddonStatusQuery = z.output<typeof ZAddonStatusQuery>;

/**
 * POST /api/cancel-backend-addon/ (001 section 7 "Cancel payment link: temp_addon_id,
 * comments"): the add-on, the reason (001 section 5 "Reason is Required!") and the version read.
 */
export const ZCancelAddonRequest = z.object({
  temp_addon_id: ZTempAddonId,
  comments: ZCancelReason,
  version: ZRowVersion,
});
export type TCancelAddonRequest = z.infer<typeof ZCancelAddonRequest>;
