import { describe, expect, it } from 'vitest';
import {
  escalationViolations,
  requiresTicket,
  requiresWarehouse,
  switchableCarts,
  switchCartViolation,
  warehouseOptionsFor,
  type EscalationChoice,
  type EscalationOptions,
} from './rules';
import { WAREHOUSES } from '../../warehouse';

const OPTIONS: EscalationOptions = {
  ticket_ids: [5001, 5002],
  carts: [
    { cart_pid: 11, open_escalation_id: null },
    { cart_pid: 12, open_escalation_id: null },
    { cart_pid: 13, open_escalation_id: 77 },
  ],
};
const NO_TICKETS: EscalationOptions = { ...OPTIONS, ticket_ids: [] };

// A damaged product (201 needs a warehouse) on cart 11, linked to ticket 5001.
const GOOD: EscalationChoice = {
  reason_id: 201,
  warehouse_id: 2,
  ticket_ids: [5001],
  cart_pids: [11],
};

describe('warehouse and ticket options', () => {
  it.each([
    [101, true],
    [204, true],
    [401, false],
    [701, false],
    [999, false],
    [undefined, false],
  ])('sub-reason %s offers warehouses: %s', (reasonId, offers) => {
    expect(requiresWarehouse(reasonId)).toBe(offers);
    expect(warehouseOptionsFor(reasonId)).toEqual(offers ? WAREHOUSES : []);
  });

  it('requires a ticket only when the order has tickets', () => {
    expect(requiresTicket(OPTIONS)).toBe(true);
    expect(requiresTicket(NO_TICKETS)).toBe(false);
  });
});

describe('escalationViolations', () => {
  it.each<[string, Partial<EscalationChoice>, EscalationOptions, Record<string, string>]>([
    ['a good choice', {}, OPTIONS, {}],
    [
      'no warehouse where the reason needs one',
      { warehouse_id: null },
      OPTIONS,
      {
        warehouse_id: 'Required!',
      },
    ],
    [
      'a warehouse where the reason needs none',
      { reason_id: 701, warehouse_id: 1 },
      OPTIONS,
      {
        warehouse_id: 'No warehouse is needed for this reason',
      },
    ],
    [
      'no warehouse where the reason needs none',
      { reason_id: 701, warehouse_id: null },
      OPTIONS,
      {},
    ],
    [
      'no ticket where the order has tickets',
      { ticket_ids: [] },
      OPTIONS,
      {
        ticket_ids: 'Required!',
      },
    ],
    ['no ticket where the order has none', { ticket_ids: [] }, NO_TICKETS, {}],
    [
      'a ticket of another order',
      { ticket_ids: [5001, 6000] },
      OPTIONS,
      {
        ticket_ids: 'Ticket 6000 is not an open ticket of this order',
      },
    ],
    ['no product', { cart_pids: [] }, OPTIONS, { cart_pids: 'Please select atleast 1 product' }],
    [
      'a cart of another order',
      { cart_pids: [11, 99] },
      OPTIONS,
      {
        cart_pids: 'Cart 99 is not a cart of this order',
      },
    ],
    [
      'a cart in an open escalation',
      { cart_pids: [13] },
      OPTIONS,
      {
        cart_pids: 'Cart 13 is already in open escalation 77',
      },
    ],
    [
      'every rule broken at once',
      { warehouse_id: null, ticket_ids: [], cart_pids: [] },
      OPTIONS,
      {
        warehouse_id: 'Required!',
        ticket_ids: 'Required!',
        cart_pids: 'Please select atleast 1 product',
      },
    ],
  ])('%s', (_name, change, options, expected) => {
    expect(escalationViolations({ ...GOOD, ...change }, options)).toEqual(expected);
  });
});

describe('switchCartViolation', () => {
  const open = { escalation_id: 5, status: 1, cart_pids: [11] } as const;
  const orderCarts = [
    { cart_pid: 11, open_escalation_id: 5 },
    { cart_pid: 12, open_escalation_id: null },
    { cart_pid: 13, open_escalation_id: 77 },
  ];

  it.each<[string, object, { cart_pid: number; new_cart_pid: number }, object | null]>([
    ['an open escalation, a free cart', open, { cart_pid: 11, new_cart_pid: 12 }, null],
    ['an escalation in progress', { ...open, status: 2 }, { cart_pid: 11, new_cart_pid: 12 }, null],
    [
      'a resolved escalation',
      { ...open, status: 3 },
      { cart_pid: 11, new_cart_pid: 12 },
      {
        field: 'escalation_id',
        message: 'A Resolved escalation cannot switch its products',
      },
    ],
    [
      'a closed escalation',
      { ...open, status: 4 },
      { cart_pid: 11, new_cart_pid: 12 },
      {
        field: 'escalation_id',
        message: 'A Closed escalation cannot switch its products',
      },
    ],
    [
      'a cart not in it',
      open,
      { cart_pid: 12, new_cart_pid: 12 },
      {
        field: 'cart_pid',
        message: 'Cart 12 is not in this escalation',
      },
    ],
    [
      'the same cart',
      open,
      { cart_pid: 11, new_cart_pid: 11 },
      {
        field: 'new_cart_pid',
        message: 'Cart 11 is already in this escalation',
      },
    ],
    [
      'a cart of another order',
      open,
      { cart_pid: 11, new_cart_pid: 99 },
      {
        field: 'new_cart_pid',
        message: 'Cart 99 is not a cart of this order',
      },
    ],
    [
      'a cart in another open escalation',
      open,
      { cart_pid: 11, new_cart_pid: 13 },
      {
        field: 'new_cart_pid',
        message: 'Cart 13 is already in open escalation 77',
      },
    ],
  ])('%s', (_name, escalation, request, expected) => {
    expect(switchCartViolation(escalation as typeof open, request, orderCarts)).toEqual(expected);
  });

  it('offers the free carts of the order while the escalation is active, none after', () => {
    expect(switchableCarts(open, orderCarts).map((c) => c.cart_pid)).toEqual([12]);
    expect(switchableCarts({ ...open, status: 3 }, orderCarts)).toEqual([]);
  });
});
