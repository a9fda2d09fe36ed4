import { describe, expect, it } from 'vitest';
import {
  CART_REQUEST_MESSAGES,
  isPreDelivery,
  ZCancellationRequest,
  ZUrgentDeliveryRequest,
} from './cart-requests';
import { STATUS_IDS } from './statuses';

describe('carts still on their way to the customer', () => {
  const PRE_DELIVERY = [1, 2, 3, 5, 6, 7, 8, 14, 18, 19, 20, 22];

  it.each(STATUS_IDS.map((id) => [id, PRE_DELIVERY.includes(id)] as const))(
    'status %i is pre-delivery: %s',
    (id, expected) => {
      expect(isPreDelivery(id)).toBe(expected);
    },
  );

  it('names the status in the refusal', () => {
    expect(CART_REQUEST_MESSAGES.urgentNotPossible(21)).toBe(
      'Urgent delivery cannot be asked for a cart in Delivered',
    );
    expect(CART_REQUEST_MESSAGES.cancellationNotPossible(4)).toBe(
      'Cancellation cannot be requested for a cart in Cancelled',
    );
  });
});

describe('the urgent delivery and cancellation request payloads', () => {
  it.each([
    [
      ZUrgentDeliveryRequest,
      { cart_pid: 1, version: 1, comment: ' ' },
      'comment',
      'Comment is Required!',
    ],
    [
      ZUrgentDeliveryRequest,
      { cart_pid: 0, version: 1, comment: 'x' },
      'cart_pid',
      'cart_pid must be a positive whole number',
    ],
    [ZCancellationRequest, { cart_pid: 1, version: 1 }, 'reason', 'Reason is Required!'],
    [
      ZCancellationRequest,
      { cart_pid: 1, version: 0, reason: 'x' },
      'version',
      'version must be a whole number of at least 1',
    ],
  ] as const)('%#: refuses %j on %s', (schema, payload, field, message) => {
    const issue = schema.safeParse(payload).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([field, message]);
  });

  it('trims the comment and the reason', () => {
    expect(
      ZUrgentDeliveryRequest.parse({ cart_pid: 1, version: 2, comment: ' Wedding ' }).comment,
    ).toBe('Wedding');
    expect(ZCancellationRequest.parse({ cart_pid: 1, version: 2, reason: ' Moved ' }).reason).toBe(
      'Moved',
    );
  });
});
