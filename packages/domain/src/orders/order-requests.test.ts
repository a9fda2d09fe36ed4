import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZAddOrderCommentRequest,
  ZCancelOrderRequest,
  ZListQuery,
  ZSearchQuery,
  ZTabCountsQuery,
  ZUpdateOrderRequest,
} from './order-requests';

/** Field path to first message, as the server's 400 carries them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || 'body'] ??= issue.message;
  return out;
}

const update = {
  cart_pid: 981234,
  version: 3,
  orm_order_status: 2,
  comment: ' Called, confirmed ',
};

describe('ZUpdateOrderRequest', () => {
  it('reads a status change, trimming the comment', () => {
    expect(ZUpdateOrderRequest.parse(update)).toEqual({ ...update, comment: 'Called, confirmed' });
  });

  it('needs a shipment-block reason for Hold, and takes one', () => {
    expect(messages(ZUpdateOrderRequest, { ...update, orm_order_status: 14 })).toEqual({
      shipment_stop_reason: 'Select a reason for Hold',
    });
    const hold = { ...update, orm_order_status: 14, shipment_stop_reason: 2 };
    expect(ZUpdateOrderRequest.parse(hold)).toMatchObject({ shipment_stop_reason: 2 });
  });

  it('reports the missing Hold reason together with the other problems', () => {
    expect(
      messages(ZUpdateOrderRequest, { ...update, orm_order_status: 14, comment: '  ' }),
    ).toEqual({
      comment: 'Comment is Required!',
      shipment_stop_reason: 'Select a reason for Hold',
    });
  });

  it.each<[string, object, Record<string, string>]>([
    ['no comment', { comment: undefined }, { comment: 'Comment is Required!' }],
    ['a blank comment', { comment: '   ' }, { comment: 'Comment is Required!' }],
    ['a long comment', { comment: 'x'.repeat(1001) }, { comment: 'At most 1000 characters' }],
    ['an unknown status', { orm_order_status: 35 }, { orm_order_status: 'Select a valid status' }],
    ['a status as text', { orm_order_status: '2' }, { orm_order_status: 'Select a valid status' }],
    [
      'an unknown Hold reason',
      { orm_order_status: 14, shipment_stop_reason: 9 },
      { shipment_stop_reason: 'Select a valid reason for Hold' },
    ],
    [
      'no version',
      { version: undefined },
      { version: 'version must be a whole number of at least 1' },
    ],
    ['version 0', { version: 0 }, { version: 'version must be a whole number of at least 1' }],
    [
      'a fractional cart',
      { cart_pid: 1.5 },
      { cart_pid: 'cart_pid must be a positive whole number' },
    ],
    [
      'a cart past the id range',
      { cart_pid: 2 ** 31 },
      { cart_pid: 'cart_pid must be a positive whole number' },
    ],
  ])('refuses %s', (_case, change, expected) => {
    expect(messages(ZUpdateOrderRequest, { ...update, ...change })).toEqual(expected);
  });

  it.each([null, 'text', []])(
    'refuses a body that is not an object (%j) without throwing',
    (body) => {
      expect(Object.keys(messages(ZUpdateOrderRequest, body))).toEqual(['body']);
    },
  );
});

describe('comments and cancellation', () => {
  it('reads an order comment, the order id in any case', () => {
    expect(
      ZAddOrderCommentRequest.parse({ order_random_id: 'k7q2m9xa', comment: 'Asked for a call' }),
    ).toEqual({
      order_random_id: 'K7Q2M9XA',
      comment: 'Asked for a call',
    });
  });

  it.each([
    [{ order_random_id: 'K7Q2M9X', comment: 'x' }, { order_random_id: 'Invalid order id' }],
    [{ order_random_id: 'K7Q2M9XA', comment: '' }, { comment: 'Comment is Required!' }],
    [
      { order_random_id: 'K7Q2M9XA', comment: 'x', cart_pid: -1 },
      { cart_pid: 'cart_pid must be a positive whole number' },
    ],
  ])('refuses the comment %j', (body, expected) => {
    expect(messages(ZAddOrderCommentRequest, body)).toEqual(expected);
  });

  it('needs a reason to cancel an order', () => {
    expect(messages(ZCancelOrderRequest, { order_random_id: 'K7Q2M9XA', reason: ' ' })).toEqual({
      reason: 'Reason is Required!',
    });
  });
});

describe('list and search queries', () => {
  it('pages by 50 from the start unless told', () => {
    expect(ZListQuery.parse({ role: 'oc' })).toEqual({
      role: 'oc',
      limit: 50,
      offset: 0,
      sort: '-created_at',
    });
    expect(
      ZListQuery.parse({ role: 'rt', limit: '100', offset: '150', sort: 'created_at' }),
    ).toEqual({ role: 'rt', limit: 100, offset: 150, sort: 'created_at' });
  });

  it.each<[object, Record<string, string>]>([
    [{}, { role: 'role must be oc or rt' }],
    [{ role: 'returns' }, { role: 'role must be oc or rt' }],
    [{ role: 'oc', limit: '0' }, { limit: 'limit must be a whole number from 1 to 100' }],
    [{ role: 'oc', limit: '101' }, { limit: 'limit must be a whole number from 1 to 100' }],
    [{ role: 'oc', limit: 'ten' }, { limit: 'limit must be a whole number from 1 to 100' }],
    [{ role: 'oc', offset: '-1' }, { offset: 'offset must be a whole number of at least 0' }],
    [{ role: 'oc', offset: '1e20' }, { offset: 'offset must be a whole number of at least 0' }],
    [{ role: 'oc', sort: 'price' }, { sort: 'sort must be -created_at or created_at' }],
    [{ role: 'oc', sort: 'CREATED_AT' }, { sort: 'sort must be -created_at or created_at' }],
  ])('refuses the list query %j', (query, expected) => {
    expect(messages(ZListQuery, query)).toEqual(expected);
  });

  it('reads the tab counts of a team, optionally of one agent', () => {
    expect(ZTabCountsQuery.parse({ role: 'rt', cet_uid: '3' })).toEqual({ role: 'rt', cet_uid: 3 });
    expect(messages(ZTabCountsQuery, { role: 'rt', cet_uid: 'x' })).toEqual({
      cet_uid: 'cet_uid must be a positive whole number',
    });
  });

  it('trims and lower-cases the search term, and needs one', () => {
    expect(ZSearchQuery.parse({ search: '  ORDERK7Q2M9XA ' })).toEqual({
      search: 'orderk7q2m9xa',
      limit: 50,
      offset: 0,
    });
    expect(messages(ZSearchQuery, { search: '   ' })).toEqual({ search: 'Enter a search term' });
    expect(messages(ZSearchQuery, {})).toEqual({ search: 'Enter a search term' });
  });
});
