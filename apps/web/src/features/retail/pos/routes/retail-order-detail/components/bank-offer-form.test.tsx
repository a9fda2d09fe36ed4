import { POS_MESSAGES, RETAIL_POS_PATHS, type PosOffer } from '@backoffice/domain/retail/pos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { BankOfferForm } from './bank-offer-form';

const offer = {
  offer_id: 9,
  offer_type: 'bank_offer',
  card_description: 'HDFC cards: 10% off',
  bank_config: { offer_key: 'HDFC10' },
} as unknown as PosOffer;

function open(eligibility: ApiReply) {
  const calls = mockApi({
    [`POST ${RETAIL_POS_PATHS.bankEligibility.replace(/^\/api/, '')}`]: eligibility,
  });
  const onApplied = vi.fn();
  const onBin = vi.fn();
  renderWithQuery(
    <BankOfferForm
      orderRandomId="K7Q2M9XA"
      pincode="560001"
      couponCode=""
      offers={[offer]}
      amountPaise={1_000_050}
      walletPaise={20_000}
      applied={null}
      onApplied={onApplied}
      onBin={onBin}
    />,
    '/retail-order-detail/K7Q2M9XA/',
  );
  return { calls, onApplied, onBin };
}

const bin = () => screen.getByRole('textbox', { name: /Card BIN/ });
const continuePayment = () => screen.getByRole('button', { name: 'Continue Payment' });

describe('the bank offer form', () => {
  it('keeps the BIN to 6 digits, refuses a short one and asks the saving for a whole one', async () => {
    const { calls, onApplied, onBin } = open({
      body: {
        offer_eligible: true,
        offer_message: 'You save ₹1,000.00',
        offer_discounted_subtotal: 9000.5,
        offer_saving_amount: 1000,
      },
    });
    fireEvent.change(bin(), { target: { value: '4854' } });
    expect(await screen.findByText(POS_MESSAGES.cardBinInvalid)).toBeDefined();
    expect(continuePayment()).toHaveProperty('disabled', true);
    fireEvent.change(bin(), { target: { value: '4854-9812' } });
    expect((bin() as HTMLInputElement).value).toBe('485498');
    expect(onBin).toHaveBeenLastCalledWith('485498');
    await waitFor(() => expect(continuePayment()).toHaveProperty('disabled', false));
    fireEvent.click(continuePayment());
    expect(await screen.findByText('You save ₹1,000.00')).toBeDefined();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      active_offer_id: 9,
      coupon_code: '',
      order_random_id: 'K7Q2M9XA',
      card_bin: '485498',
      source: 'retail',
      pincode: '560001',
      wallet_points_used: 200,
      total_order_amount: 10000.5,
    });
    expect(onApplied).toHaveBeenLastCalledWith({
      offer_id: 9,
      offer_key: 'HDFC10',
      card_bin: '485498',
      saving_paise: 100_000,
      message: 'You save ₹1,000.00',
    });
  });

  it('shows the server refusal of the BIN under the BIN', async () => {
    const refusal = 'This card is not eligible for the offer';
    const { onApplied } = open({
      status: 400,
      body: { code: 'VALIDATION', error: refusal, fields: { card_bin: refusal } },
    });
    fireEvent.change(bin(), { target: { value: '411111' } });
    await waitFor(() => expect(continuePayment()).toHaveProperty('disabled', false));
    fireEvent.click(continuePayment());
    await waitFor(() => expect(bin().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(onApplied).not.toHaveBeenCalledWith(expect.objectContaining({ card_bin: '411111' }));
  });
});
