import { STATUS, type StatusId } from '@backoffice/domain/orders';
import type { CallDisposition } from '../../src/schema/index';
import type { Rng } from './prng';

/** What an agent writes when a cart reaches a status (a few variants each, picked at random). */
const COMMENTS: Partial<Record<StatusId, readonly string[]>> = {
  2: ['Confirmed with the customer on call.', 'Customer confirmed the order and the address.'],
  3: ['Confirmed; customer wants a custom size, shared with the factory.'],
  4: ['Customer cancelled: bought elsewhere.', 'Cancelled on request; duplicate order.'],
  5: ['Invoice raised.'],
  6: ['Docket generated, handed to the courier.'],
  7: ['Shipped from the Bengaluru warehouse.', 'Shipped from the Bhiwandi warehouse.'],
  8: ['Dispatch call done, customer informed of the delivery window.'],
  9: ['Delivered; installation instructions pending.'],
  10: ['Instructions shared on call.'],
  11: ['Feedback taken: happy with the product.'],
  12: ['Customer posted a review.'],
  14: ['On hold: customer travelling, asked to call back next week.', 'Hold: flat not ready.'],
  15: ['Case closed.'],
  16: ['Follow up on Monday as asked by the customer.'],
  17: ['Interested in a pillow set; shared the sale offer.'],
  18: ['Call not connected, will retry.'],
  19: ['Customer did not answer, SMS sent.'],
  20: ['Out for delivery today.'],
  21: ['Delivered and signed for.'],
  22: ['Courier reports a delay of two days.'],
  23: ['Returned to shipper: customer unreachable.'],
  24: ['Customer wants to return: too firm.'],
  25: ['Replacement requested: stitching came loose.'],
  27: ['Return resolved; refund processed.'],
  34: ['Courier lost the package; claim raised.'],
};

/** Statuses reached by a call to the customer, which record the call's disposition. */
const CALL_STATUSES: ReadonlySet<StatusId> = new Set([2, 8, 10, 11, 16, 18, 19]);

/** The comment for a cart reaching a status, or a plain status note where none is written. */
export function statusComment(rng: Rng, status: StatusId, label: string): string {
  const variants = COMMENTS[status];
  return variants ? rng.pick(variants) : `Moved to ${label}.`;
}

/** The call disposition recorded with a call status, else null. */
export function callDisposition(rng: Rng, status: StatusId): CallDisposition | null {
  if (!CALL_STATUSES.has(status)) return null;
  const reached = status !== STATUS.CALL_NOT_CONNECTED && status !== STATUS.CALL_NOT_RECEIVED;
  return {
    category: reached ? 'Connected' : 'Not Connected',
    sub_category: reached ? 'Order Related' : rng.pick(['Switched Off', 'Busy', 'No Answer']),
    third_category: null,
    call_detail_type: 'Outbound',
  };
}
