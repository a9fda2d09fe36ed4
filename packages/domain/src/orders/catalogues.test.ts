import { describe, expect, it } from 'vitest';
import { DEMO, principal } from '../test-support/principals';
import { ORDER_KINDS } from './order-kinds';
import {
  mayUsePaymentMethod,
  PAYMENT_METHODS,
  paymentMethodsFor,
  type PaymentContext,
} from './payment-methods';
import { REQUEST_ITEM_TYPES, requestItemTypeLabel } from './request-item-types';
import { SHIPMENT_BLOCK_REASONS } from './shipment-block-reasons';

describe('shipment-block reasons (000 section 3)', () => {
  it('are 1 to 8 as the spec lists them', () => {
    expect(SHIPMENT_BLOCK_REASONS.map((r) => [r.id, r.label])).toEqual([
      [1, 'Dimensions Change'],
      [2, 'Address Change'],
      [3, 'Customer Request'],
      [4, 'Order quantity change'],
      [5, 'Price changes'],
      [6, 'Cart Split'],
      [7, 'BLR Local Invoice'],
      [8, 'Sale Benefit'],
    ]);
  });
});

describe('order kinds (000 section 3)', () => {
  it('are 0 Default, 1 Retail Inventory Order, 2 Warehouse Fulfillment Order', () => {
    expect(ORDER_KINDS.map((k) => [k.id, k.label])).toEqual([
      [0, 'Default'],
      [1, 'Retail Inventory Order'],
      [2, 'Warehouse Fulfillment Order'],
    ]);
  });
});

describe('request item types (001 section 3)', () => {
  const SPEC: Array<[number, string]> = [
    [2, 'Replacement Item'],
    [3, 'Issued Accessories'],
    [4, 'Packaging Material'],
    [5, 'Missing Item'],
    [7, 'Replacement Item'],
    [8, 'Issue Accessary'],
    [9, 'Issue Multiple Parts'],
    [11, 'Issue Multiple Packages'],
    [12, 'Return Repair'],
  ];

  it('hold exactly the spec labels', () => {
    expect(REQUEST_ITEM_TYPES.map((t) => [t.id, t.label])).toEqual(SPEC);
  });

  it.each([...SPEC, [1, undefined], [6, undefined], [10, undefined]] as const)(
    'type %i is labelled %s',
    (id, label) => {
      expect(requestItemTypeLabel(id)).toBe(label);
    },
  );
});

describe('payment methods (000 and 001 section 3)', () => {
  it.each([
    [1, 'COD', 'COD', ['place-order']],
    [2, 'Juspay', 'ONLINE', ['place-order', 'cart-edit', 'refund-platform', 'cod-to-online']],
    [3, 'Razorpay Bank Account', 'ONLINE', ['customer-details-edit']],
    [4, 'Refund Automation', 'ONLINE', []],
    [5, 'Retail Affiliate', 'ONLINE', ['place-order']],
    [6, 'Dealer Credit', 'ONLINE', ['place-order']],
  ] as const)('method %i is %s, %s, offered in %j', (id, name, type, offeredIn) => {
    const method = PAYMENT_METHODS.find((m) => m.id === id);
    expect(method).toMatchObject({ name, type, offeredIn });
  });

  it('has the five methods of the spec and the designed Dealer Credit', () => {
    expect(PAYMENT_METHODS.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['ADMIN', DEMO.admin, true],
    ['Admin login role', principal({ login_role: 'Admin' }), true],
    ['TECH', DEMO.tech, true],
    ['TEAML', DEMO.teamLead, true],
    ['CET', DEMO.cet, false],
    ['OPS', DEMO.ops, false],
    ['FINANCE', DEMO.finance, false],
  ])('the bank-account method for %s is %s', (_label, p, expected) => {
    expect(mayUsePaymentMethod(3, p)).toBe(expected);
  });

  it.each([1, 2, 4, 5] as const)('method %i is open to every role', (id) => {
    expect(mayUsePaymentMethod(id, DEMO.cet)).toBe(true);
  });

  it.each<[PaymentContext, number[], number[]]>([
    ['place-order', [1, 2, 5], [1, 2, 5]],
    ['cart-edit', [2], [2]],
    ['refund-platform', [2], [2]],
    ['cod-to-online', [2], [2]],
    ['customer-details-edit', [3], []],
  ])('on %s an admin gets %j and a CET %j', (where, forAdmin, forCet) => {
    expect(paymentMethodsFor(where, DEMO.admin).map((m) => m.id)).toEqual(forAdmin);
    expect(paymentMethodsFor(where, DEMO.cet).map((m) => m.id)).toEqual(forCet);
  });
});
