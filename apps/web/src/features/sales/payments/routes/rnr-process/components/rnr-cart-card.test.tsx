import type { RnrOrderStatus } from '@backoffice/domain/sales/payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { RnrCartCard } from './rnr-cart-card';

const status: RnrOrderStatus = {
  order_random_id: 'K7Q2M9XA',
  affiliate_id: 1,
  channel: 'Website',
  customer_name: 'Meera Iyer',
  mobile_number: '9845010074',
  cart: {
    id: 981234,
    order_type: 0,
    item_sku: 'MAT-ORTHO-72x36x6',
    item_name: 'Ortho Mattress',
    item_dimension: '72 x 36 x 6 in',
    item_quantity: 1,
    orm_order_status: 18,
    status_label: 'Call not connected',
    delivered_timestamp: null,
    rts_timestamp: null,
    amount_due: 11999,
    total_cod: 7999,
    total_online: 4000,
    refusal: null,
    version: 3,
  },
  links: [],
};

const valueOf = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('the RNR cart card', () => {
  it('splits what the cart owes into its COD payable and its online part, never calling it paid', () => {
    renderWithProviders(<RnrCartCard status={status} />, { router: '/' });
    const card = screen.getByRole('region', { name: 'Cart 981234' });
    expect(valueOf(card, 'Amount due')).toBe('₹11,999.00');
    expect(valueOf(card, 'COD payable')).toBe('₹7,999.00');
    expect(valueOf(card, 'Online part')).toBe('₹4,000.00');
    expect(card.textContent).not.toMatch(/Paid online/);
  });
});
