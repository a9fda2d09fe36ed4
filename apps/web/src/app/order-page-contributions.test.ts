import type { OrderCart } from '@backoffice/domain/orders';
import { describe, expect, it } from 'vitest';
import { aCart, anOrder } from '@/lib/testing/order-fixtures';
import { orderPageContributions } from './order-page-contributions';

const { orderActions, cartActions } = orderPageContributions;

const appliesTo = (key: string, cart?: OrderCart) => {
  const action = cartActions.find((a) => a.key === key);
  if (!action) throw new Error(`No action ${key}`);
  return action.appliesTo?.({ order: anOrder(), cart }) ?? true;
};

describe('order page actions', () => {
  it('offers the order actions to whoever may work the order', () => {
    expect(orderActions.map((a) => [a.key, a.capability])).toEqual([
      ['edit-customer-address', 'orders:edit-customer'],
      ['send-notification', 'orders:send-notification'],
      ['escalation', 'escalations:create'],
      ['call-customer', 'calls:view'],
      ['call-history', 'calls:view'],
      ['payment-links', 'orders:search'],
      ['cod-to-online', 'payments:cod-to-online'],
      ['payment-type', 'payments:change-type'],
      ['additional-payment', 'payments:additional'],
      ['automate', 'payments:send-link'],
    ]);
  });

  it("composes each cart's menu from the areas, in the menu's order", () => {
    expect(cartActions.map((a) => [a.key, a.capability])).toEqual([
      ['invoice-history', 'orders:search'],
      ['track-order', 'orders:search'],
      ['shipping-label-transit-history', 'orders:search'],
      ['pdd-breakdown', 'orders:search'],
      ['requested-date-log', 'orders:search'],
      ['check-stock', 'catalogue:view'],
      ['urgent-delivery', 'orders:raise-request'],
      ['cancellation-request', 'orders:raise-request'],
      ['assign-agent', 'team:assign'],
      ['split-cart', 'orders:split-cart'],
      ['future-delivery', 'orders:future-delivery'],
      ['rnr-process', 'payments:rnr'],
      ['modify-cart', 'orders:edit-cart'],
      ['customer-request', 'returns:request'],
      ['cart-requests', 'orders:search'],
      ['approve-request', 'returns:approve'],
      ['process-request', 'returns:approve'],
      ['cancel-request', 'returns:request'],
      ['hold-sub-reason', 'returns:request'],
      ['schedule-pickup', 'returns:request'],
      ['cancel-pickup', 'returns:request'],
      ['label-form', 'returns:ops'],
      ['recreate-docket', 'returns:ops'],
      ['refresh-pickup', 'returns:ops'],
      ['reached-warehouse', 'returns:ops'],
      ['inward-scan', 'returns:ops'],
      ['change-return-status', 'returns:approve'],
      ['mark-lost', 'returns:approve'],
      ['replacement', 'returns:request'],
      ['issue-items', 'returns:request'],
      ['initiate-refund', 'returns:approve'],
      ['rts', 'returns:approve'],
      ['pickup-log', 'orders:search'],
      ['pickup-attempt-log', 'orders:search'],
      ['reverse-tracking', 'orders:search'],
      ['return-tat', 'orders:search'],
      ['refunds', 'orders:search'],
      ['credit-history', 'orders:search'],
      ['cod-challans', 'payments:cod-to-online'],
    ]);
  });

  it('offers cart actions only with a cart', () => {
    expect(cartActions.every((a) => a.appliesTo?.({ order: anOrder() }) === false)).toBe(true);
  });

  it('tracks a cart only once it has a docket', () => {
    expect(appliesTo('track-order', aCart({ docket_number: null }))).toBe(false);
    expect(appliesTo('track-order', aCart({ docket_number: 'BD123456' }))).toBe(true);
  });

  it.each([
    ['a new cart', true, true, aCart()],
    ['a cart already urgent', false, true, aCart({ is_urgent: true })],
    ['a delivered cart', false, false, aCart({ orm_order_status: 21, status_label: 'Delivered' })],
    ['a cancelled cart', false, false, aCart({ orm_order_status: 4, status_label: 'Cancelled' })],
  ])('%s: urgent delivery %s, cancellation request %s', (_name, urgent, cancellation, cart) => {
    expect(appliesTo('urgent-delivery', cart)).toBe(urgent);
    expect(appliesTo('cancellation-request', cart)).toBe(cancellation);
  });
});
