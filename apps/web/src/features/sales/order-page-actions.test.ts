import type { OrderCart } from '@backoffice/domain/orders';
import { describe, expect, it } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { paymentOrderActions, salesCartActions } from './order-page-actions';

const cartAction = (key: string, cart: OrderCart) =>
  salesCartActions.find((a) => a.key === key)?.appliesTo?.({ order: anOrder(), cart });

describe('the payments actions of the order page', () => {
  it.each([
    ['one item', aCart({ item_quantity: 1 }), false],
    ['three new items', aCart({ item_quantity: 3 }), true],
    ['three docketed items', aCart({ item_quantity: 3, orm_order_status: 6 }), false],
  ])('split cart for %s: %s', (_name, cart, shown) => {
    expect(cartAction('split-cart', cart)).toBe(shown);
  });

  it.each([
    [1, true],
    [7, true],
    [21, false],
  ] as const)('future delivery for a cart in %i: %s', (status, shown) => {
    expect(cartAction('future-delivery', aCart({ orm_order_status: status }))).toBe(shown);
  });

  it.each([
    [19, true],
    [18, true],
    [1, false],
  ] as const)('RNR process for a cart in %i: %s', (status, shown) => {
    expect(cartAction('rnr-process', aCart({ orm_order_status: status }))).toBe(shown);
  });

  it('offers COD to online for a COD order only', () => {
    const action = paymentOrderActions.find((a) => a.key === 'cod-to-online');
    expect(action?.appliesTo?.({ order: anOrder({ payment_type: 'COD' }) })).toBe(true);
    expect(action?.appliesTo?.({ order: anOrder({ payment_type: 'ONLINE' }) })).toBe(false);
  });
});
