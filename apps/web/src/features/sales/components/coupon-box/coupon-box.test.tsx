import type { CouponCartDetailsResponse } from '@backoffice/domain/sales/coupons';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithProviders } from '@/components/ui/test-render';
import { CouponBox, type CouponCart } from './coupon-box';

const CART: CouponCart = {
  affiliate_id: 0,
  carts: [{ item_sku: 'BED-Q', item_quantity: 1, item_price: 12_000, item_mrp: 15_000 }],
};
const PATH = 'POST /get-coupon-with-cart-details/';

const priced = (code: string | null): CouponCartDetailsResponse => ({
  success: true,
  message: code ? `Coupon ${code} applied` : 'Coupon removed',
  coupon_code: code,
  coupon: code
    ? {
        coupon_code: code,
        description: '10% off',
        discount_type: 'percent',
        discount_value: 10,
        max_discount: null,
        min_order_value: 0,
        valid_to: '2026-12-31T18:30:00.000Z',
        classification_id: null,
        is_bank_coupon: false,
        hides_cash_modes: false,
      }
    : null,
  is_oda_location: false,
  carts: [],
  totals: {
    total: code ? 15_000 : 12_000,
    discount: code ? 4_200 : 0,
    coupon_discount: code ? 1_200 : 0,
    net: code ? 10_800 : 12_000,
    total_delivery_charges: 0,
    final_amount: code ? 10_800 : 12_000,
    docket_quantity: 0,
    total_discount_percentage: code ? 28 : 0,
  },
});

/** Answers the coupon call by the code sent: FESTIVE10 applies, '' removes, others as given. */
function renderBox(refusal: ApiReply, props: { appliedCode?: string | null } = {}) {
  const onPriced = vi.fn();
  const calls = mockApi({
    [PATH]: (call) => {
      const code = (call.body as { coupon_code: string }).coupon_code;
      if (code === 'FESTIVE10') return { body: priced('FESTIVE10') };
      if (code === '') return { body: priced(null) };
      return refusal;
    },
  });
  const view = renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <CouponBox cart={CART} onPriced={onPriced} {...props} />
    </QueryClientProvider>,
  );
  const input = () => screen.getByRole('textbox', { name: 'Coupon Code' });
  const button = (name: string) => screen.getByRole('button', { name });
  return { ...view, calls, onPriced, input, button };
}

const sent = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/get-coupon-with-cart-details/').map((c) => c.body);

describe('the coupon box', () => {
  it('upper-cases as typed, applies with the cart and shows the saving', async () => {
    const box = renderBox({ status: 400, body: {} });
    expect(box.button('Apply')).toHaveProperty('disabled', true);
    await box.user.type(box.input(), 'festive10');
    expect(box.input()).toHaveProperty('value', 'FESTIVE10');
    await box.user.click(box.button('Apply'));
    expect(await screen.findByText('Coupon FESTIVE10 applied: you save ₹1,200.00')).toBeDefined();
    expect(sent(box.calls)).toEqual([{ ...CART, coupon_code: 'FESTIVE10' }]);
    expect(box.onPriced).toHaveBeenCalledWith(priced('FESTIVE10'));
  });

  it('shows the server message of a refused coupon', async () => {
    const box = renderBox({ status: 400, body: { error: 'This coupon expired on 1 Apr, 2026' } });
    await box.user.type(box.input(), 'monsoon20{Enter}');
    expect(await screen.findByText('This coupon expired on 1 Apr, 2026')).toBeDefined();
    expect(box.onPriced).not.toHaveBeenCalled();
  });

  it('shows "Invalid Coupon Code!" when the server gives no message', async () => {
    const box = renderBox({ status: 400, body: {} });
    await box.user.type(box.input(), 'nope');
    await box.user.click(box.button('Apply'));
    expect(await screen.findByText('Invalid Coupon Code!')).toBeDefined();
  });

  it('removes the applied coupon with an empty code', async () => {
    const box = renderBox({ status: 400, body: {} }, { appliedCode: 'FESTIVE10' });
    expect(box.input()).toHaveProperty('value', 'FESTIVE10');
    await box.user.click(box.button('Remove'));
    expect(await screen.findByText('Coupon removed')).toBeDefined();
    expect(sent(box.calls)).toEqual([{ ...CART, coupon_code: '' }]);
    expect(box.input()).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(box.onPriced).toHaveBeenCalledWith(priced(null));
  });

  it('reads Apply with the code cleared as a removal', async () => {
    const box = renderBox({ status: 400, body: {} }, { appliedCode: 'FESTIVE10' });
    await box.user.clear(box.input());
    await box.user.type(box.input(), '   ');
    await box.user.click(box.button('Apply'));
    await waitFor(() => expect(sent(box.calls)).toEqual([{ ...CART, coupon_code: '' }]));
  });

  it('changes nothing on a read-only order', () => {
    const box = renderBox({ status: 400, body: {} }, { appliedCode: 'FESTIVE10' });
    expect(box.input()).toHaveProperty('disabled', false);
    box.unmount();
    renderWithProviders(
      <QueryClientProvider client={createQueryClient()}>
        <CouponBox cart={CART} appliedCode="FESTIVE10" onPriced={vi.fn()} disabled />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Coupon Code' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveProperty('disabled', true);
  });
});
