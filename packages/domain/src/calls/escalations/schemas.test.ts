import { describe, expect, it } from 'vitest';
import { escalationFormSchema } from './form';
import {
  ZCreateEscalationRequest,
  ZEscalationListQuery,
  ZSwitchCartEscalationRequest,
} from './schemas';

const GOOD = {
  order_random_id: 'confirmd',
  affiliate_id: 0,
  channel_id: 3,
  reason_id: 201,
  warehouse_id: 2,
  ticket_ids: [5001],
  cart_pids: [100_002],
};

/** Field path to message of a failed parse. */
function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

describe('ZCreateEscalationRequest', () => {
  it('reads a good request, upper-casing the order id and defaulting tickets', () => {
    const { ticket_ids: _tickets, ...withoutTickets } = GOOD;
    expect(ZCreateEscalationRequest.parse(withoutTickets)).toEqual({
      ...withoutTickets,
      order_random_id: 'CONFIRMD',
      ticket_ids: [],
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a missing channel', { channel_id: undefined }, { channel_id: 'Required!' }],
    ['an unknown channel', { channel_id: 42 }, { channel_id: 'Select a valid channel' }],
    ['a missing reason', { reason_id: undefined }, { reason_id: 'Required!' }],
    ['a reason that is no sub-reason', { reason_id: 2 }, { reason_id: 'Select a valid reason' }],
    ['an unknown warehouse', { warehouse_id: 9 }, { warehouse_id: 'Select a valid warehouse' }],
    [
      'a text ticket',
      { ticket_ids: ['x'] },
      { 'ticket_ids.0': 'Ticket ids must be positive whole numbers' },
    ],
    ['no product', { cart_pids: [] }, { cart_pids: 'Please select atleast 1 product' }],
    [
      'no products field',
      { cart_pids: undefined },
      { cart_pids: 'Please select atleast 1 product' },
    ],
    ['a product twice', { cart_pids: [1, 1] }, { cart_pids: 'Each product can be chosen once' }],
    ['a bad order id', { order_random_id: 'NO' }, { order_random_id: 'Invalid order id' }],
    [
      'an unknown channel of sale',
      { affiliate_id: 12 },
      {
        affiliate_id: 'affiliate_id must be a sales channel id',
      },
    ],
  ])('refuses %s', (_name, change, fields) => {
    expect(fieldsOf(ZCreateEscalationRequest.safeParse({ ...GOOD, ...change }))).toEqual(fields);
  });
});

describe('ZSwitchCartEscalationRequest', () => {
  const good = { escalation_id: 4, version: 1, cart_pid: 11, new_cart_pid: 12 };
  it('reads a good switch', () => {
    expect(ZSwitchCartEscalationRequest.parse(good)).toEqual(good);
  });
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ new_cart_pid: undefined }, { new_cart_pid: 'Required!' }],
    [{ version: 0 }, { version: 'version must be a whole number of at least 1' }],
    [{ escalation_id: -1 }, { escalation_id: 'escalation_id must be a positive whole number' }],
    [{ cart_pid: 'a' }, { cart_pid: 'cart_pid must be a positive whole number' }],
  ])('refuses %j', (change, fields) => {
    expect(fieldsOf(ZSwitchCartEscalationRequest.safeParse({ ...good, ...change }))).toEqual(
      fields,
    );
  });
});

describe('ZEscalationListQuery', () => {
  it('defaults to the first page of 999', () => {
    expect(ZEscalationListQuery.parse({})).toEqual({ limit: 999, offset: 0 });
  });
  it.each<[Record<string, string>, Record<string, string>]>([
    [{ status: '9' }, { status: 'Select a valid status' }],
    [{ limit: '1000' }, { limit: 'limit must be a whole number from 1 to 999' }],
    [{ offset: '-1' }, { offset: 'offset must be a whole number of at least 0' }],
  ])('refuses %j', (query, fields) => {
    expect(fieldsOf(ZEscalationListQuery.safeParse(query))).toEqual(fields);
  });
  it('reads a status and an order', () => {
    expect(ZEscalationListQuery.parse({ status: '2', order_random_id: 'instrdue' })).toMatchObject({
      status: 2,
      order_random_id: 'INSTRDUE',
    });
  });
});

describe('escalationFormSchema', () => {
  const withTickets = escalationFormSchema({ ticket_ids: [5001] });
  const withoutTickets = escalationFormSchema({ ticket_ids: [] });
  const form = {
    channel_id: 3,
    reason: 2,
    reason_id: 201,
    warehouse_id: 2,
    ticket_ids: [5001],
    cart_pids: [11],
  };

  it('takes a filled form', () => {
    expect(withTickets.safeParse(form).success).toBe(true);
  });

  it('shows every message of an empty form at once', () => {
    expect(fieldsOf(withTickets.safeParse({ ticket_ids: [], cart_pids: [] }))).toEqual({
      channel_id: 'Required!',
      reason: 'Reason is Required!',
      reason_id: 'Required!',
      ticket_ids: 'Required!',
      cart_pids: 'Please select atleast 1 product',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a sub-reason chosen, no warehouse', { warehouse_id: null }, { warehouse_id: 'Required!' }],
    ['a reason without warehouses', { reason: 7, reason_id: 701, warehouse_id: null }, {}],
    [
      'a sub-reason of another reason',
      { reason: 1 },
      {
        reason_id: 'Select a sub reason of the chosen reason',
      },
    ],
  ])('%s', (_name, change, fields) => {
    expect(fieldsOf(withTickets.safeParse({ ...form, ...change }))).toEqual(fields);
  });

  it('needs no ticket when the order has none', () => {
    expect(withoutTickets.safeParse({ ...form, ticket_ids: [] }).success).toBe(true);
  });
});
