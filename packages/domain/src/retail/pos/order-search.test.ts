import { describe, expect, it } from 'vitest';
import { defaultRetailSearchWindow, posOrderStatus } from './order-search';

const base = {
  payment_type: null,
  is_order_created: false,
  is_order_cancelled: false,
  ptr_id: null,
};

describe('posOrderStatus', () => {
  it.each([
    ['Building', base],
    ['Awaiting Payment', { ...base, payment_type: 'ONLINE' }],
    ['Payment In Progress', { ...base, payment_type: 'ONLINE', ptr_id: 'PTR1' }],
    ['Placed', { ...base, payment_type: 'COD', is_order_created: true }],
    ['Cancelled', { ...base, payment_type: 'ONLINE', ptr_id: 'PTR1', is_order_cancelled: true }],
  ])('reads %s', (status, state) => {
    expect(posOrderStatus(state)).toBe(status);
  });
});

describe('defaultRetailSearchWindow', () => {
  it('is the last 7 India days, today included', () => {
    // 20:00 UTC on the 26th is already the 27th in India.
    expect(defaultRetailSearchWindow(new Date('2026-11-26T20:00:00Z'))).toEqual({
      start_date: '2026-11-21',
      end_date: '2026-11-27',
    });
    expect(defaultRetailSearchWindow(new Date('2026-03-03T06:00:00Z'))).toEqual({
      start_date: '2026-02-25',
      end_date: '2026-03-03',
    });
  });
});
