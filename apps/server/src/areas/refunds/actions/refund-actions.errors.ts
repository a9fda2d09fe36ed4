import { areaErrors, asWorded } from '../../../core/errors';

/** The refusals of the refund actions, troubles and resolutions (docs/refunds.md "Actions"). */
const REFUND_ACTION_ERRORS = {
  'refunds.action_refused': { kind: 'BAD_REQUEST', message: asWorded },
  'refunds.wrong_cart': {
    kind: 'BAD_REQUEST',
    message: 'cart_primary_id and aff_id do not name the cart of this refund',
  },
} as const;

export const refundActionError = areaErrors(REFUND_ACTION_ERRORS);
