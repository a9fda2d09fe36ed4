import { z } from 'zod';
import { SALES_CHANNELS } from '../../core/channels';
import { ZOrderRandomId, ZStatusId } from '../../orders/order-requests';
import { ZCallNumber } from './phone-number';

export const CLICK_TO_CALL_MESSAGES = {
  invalidAffiliate: 'Select a valid channel',
  affiliateRequired: 'aff_id is Required with order_id',
  noContact: 'Your account has no contact number to call from',
  notOwnNumber: 'agent_number must be your own contact number',
  placed: 'Call placed. Your phone will ring first.',
  callNotFound: 'Call not found',
} as const;
const M = CLICK_TO_CALL_MESSAGES;

/** A sales channel id (affiliate id) in a calls payload. */
export const ZAffiliateId = z.literal(
  SALES_CHANNELS.map((c) => c.id),
  { error: M.invalidAffiliate },
);

/**
 * POST /api/click-to-call/ (000 section 7): the agent's phone rings, then the customer's.
 * `order_id` (the order's random id), `aff_id` and `status_id` say which order the call is
 * about; a call from the dialer has none of them.
 */
export const ZClickToCallRequest = z
  .object({
    agent_number: ZCallNumber,
    customer_number: ZCallNumber,
    order_id: ZOrderRandomId.nullish().transform((v) => v ?? null),
    aff_id: ZAffiliateId.nullish().transform((v) => v ?? null),
    status_id: ZStatusId.nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.order_id === null || v.aff_id !== null, {
    path: ['aff_id'],
    message: M.affiliateRequired,
  });
export type TClickToCallRequest = z.input<typeof ZClickToCallRequest>;
export type TClickToCall = z.output<typeof ZClickToCallRequest>;
