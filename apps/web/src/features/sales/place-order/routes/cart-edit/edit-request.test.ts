import { describe, expect, it } from 'vitest';
import { aBackendOrder, aPickedItem } from '@/features/sales/place-order/testing/fixtures';
import { asksPayment, editCartRequest, settlementPreview } from './edit-request';

describe('the cart edit request', () => {
  it.each([
    ['an online order, dearer', 'ONLINE', 'extra', true],
    ['an online order, cheaper', 'ONLINE', 'refund', false],
    ['a COD order, dearer', 'COD', 'extra', false],
  ] as const)('%s asks the payment form: %s', (_what, type, direction, asked) => {
    const loaded = aBackendOrder({ payment_type: type });
    expect(asksPayment(loaded, aPickedItem({ extra_or_refund: direction }), [])).toBe(asked);
  });

  it('previews a link for the difference and the charges of an online order', () => {
    const preview = settlementPreview(aBackendOrder(), aPickedItem(), [{ id: 5, amount: 500 }], {
      payment_type: 'ONLINE',
      payment_via: 'Juspay',
      payment_tracking_id: null,
    });
    expect(preview).toMatchObject({ status: 'pending', payment_paise: 450_000 });
  });

  it('previews the refund of a cheaper item', () => {
    const preview = settlementPreview(
      aBackendOrder(),
      aPickedItem({ diff_amount: 1500, extra_or_refund: 'refund' }),
      [],
      null,
    );
    expect(preview).toMatchObject({ status: 'refund_due', payment_paise: 150_000 });
  });

  it('names the cart, the version read and the picked item', () => {
    expect(editCartRequest(aBackendOrder(), aPickedItem(), [], null, 'Wider')).toEqual({
      affiliate_id: 0,
      cart_pid: 981234,
      version: 3,
      item_sku: 'MAT-ORTHO-72x48x6',
      item_quantity: 1,
      diff_amount: 4000,
      extra_or_refund: 'extra',
      payments: [],
      payment: null,
      comments: 'Wider',
    });
  });
});
