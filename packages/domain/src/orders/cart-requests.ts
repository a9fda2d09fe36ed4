import { z } from 'zod';
import {
  ORDER_COMMENT_MAX_LENGTH,
  ORDER_REQUEST_MESSAGES,
  ZCartPid,
  ZRowVersion,
} from './order-requests';
import { orderStatus, STATUS, type StatusId } from './statuses';

/**
 * A cart still on its way to the customer: not yet delivered, cancelled, returned or past the
 * delivery calls. Urgent delivery and cancellation requests are asked only for these.
 */
export const PRE_DELIVERY_STATUSES = [
  STATUS.NEW_ORDER,
  STATUS.CONFIRMED,
  STATUS.CONFIRMED_WITH_CUSTOMIZATION,
  STATUS.INVOICED,
  STATUS.DOCKETED,
  STATUS.SHIPPED,
  STATUS.DISPATCH_CALL_DONE,
  STATUS.HOLD,
  STATUS.CALL_NOT_CONNECTED,
  STATUS.CALL_NOT_RECEIVED,
  STATUS.OUT_FOR_DELIVERY,
  STATUS.DELIVERY_DELAYED,
] as const satisfies readonly StatusId[];

/** Whether a cart in this status has not reached the customer yet. */
export function isPreDelivery(status: StatusId): boolean {
  return (PRE_DELIVERY_STATUSES as readonly StatusId[]).includes(status);
}

export const CART_REQUEST_MESSAGES = {
  urgentNotPossible: (status: StatusId) =>
    `Urgent delivery cannot be asked for a cart in ${orderStatus(status).label}`,
  alreadyUrgent: 'Urgent delivery is already asked for this cart',
  cancellationNotPossible: (status: StatusId) =>
    `Cancellation cannot be requested for a cart in ${orderStatus(status).label}`,
  cancellationPending: 'A cancellation request is already pending for this cart',
} as const;

const text = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(ORDER_COMMENT_MAX_LENGTH, `At most ${ORDER_COMMENT_MAX_LENGTH} characters`);

/** POST /api/urgent-delivery/: the cart, the version read and why it is urgent. */
export const ZUrgentDeliveryRequest = z.object({
  cart_pid: ZCartPid,
  version: ZRowVersion,
  comment: text(ORDER_REQUEST_MESSAGES.commentRequired),
});
export type TUrgentDeliveryRequest = z.infer<typeof ZUrgentDeliveryRequest>;

/** POST /api/cancellation-request/: the cart, the version read and the customer's reason. */
export const ZCancellationRequest = z.object({
  cart_pid: ZCartPid,
  version: ZRowVersion,
  reason: text(ORDER_REQUEST_MESSAGES.reasonRequired),
});
export type TCancellationRequest = z.infer<typeof ZCancellationRequest>;
