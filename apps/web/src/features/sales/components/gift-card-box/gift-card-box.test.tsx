import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithProviders } from '@/components/ui/test-render';
import { GiftCardBox } from './gift-card-box';

const GOOD = '4000123456789010';
const EMPTY = '4000111122223333';

function renderBox() {
  const onChecked = vi.fn();
  const calls = mockApi({
    'POST /gift-card/check/': (call) => {
      const { card_number, pin } = call.body as { card_number: string; pin: string };
      if (card_number === GOOD && pin === '123456') {
        return {
          body: {
            success: true,
            message: 'Gift card balance is ₹5,000',
            response_code: 0,
            card_number: 'XXXX XXXX XXXX 9010',
            balance: 5_000,
          },
        };
      }
      const message =
        card_number === EMPTY
          ? 'Gift card has insufficient balance'
          : 'Invalid Gift Card Credentials';
      return { status: 400, body: { error: message, message, fields: { card_number: message } } };
    },
  });
  const view = renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <GiftCardBox onChecked={onChecked} />
    </QueryClientProvider>,
  );
  const number = () => screen.getByRole('textbox', { name: 'Gift Card Number' });
  const pin = () => screen.getByLabelText('PIN');
  const checkButton = () => screen.getByRole('button', { name: 'Check' });
  return { ...view, calls, onChecked, number, pin, checkButton };
}

describe('the gift card box', () => {
  it('keeps digits in groups of 4 and enables Check with 16 digits and a 6-digit PIN', async () => {
    const box = renderBox();
    await box.user.type(box.number(), '4000-1234 abc 5678');
    expect(box.number()).toHaveProperty('value', '4000 1234 5678');
    expect(box.checkButton()).toHaveProperty('disabled', true);
    await box.user.type(box.number(), '901077');
    expect(box.number()).toHaveProperty('value', '4000 1234 5678 9010');
    await box.user.type(box.pin(), '12a345');
    expect(box.pin()).toHaveProperty('value', '12345');
    expect(box.checkButton()).toHaveProperty('disabled', true);
    await box.user.type(box.pin(), '67');
    expect(box.pin()).toHaveProperty('value', '123456');
    expect(box.checkButton()).toHaveProperty('disabled', false);
  });

  it('strips a pasted number to its digits', async () => {
    const box = renderBox();
    await box.user.click(box.number());
    await box.user.paste('4000-1234-5678-9010');
    expect(box.number()).toHaveProperty('value', '4000 1234 5678 9010');
  });

  it('checks the card and shows its balance', async () => {
    const box = renderBox();
    await box.user.type(box.number(), GOOD);
    await box.user.type(box.pin(), '123456');
    await box.user.click(box.checkButton());
    expect(await screen.findByText('Gift card balance: ₹5,000.00')).toBeDefined();
    expect(box.calls.find((c) => c.path === '/gift-card/check/')?.body).toEqual({
      card_number: GOOD,
      pin: '123456',
    });
    expect(box.onChecked).toHaveBeenLastCalledWith({
      card_number: GOOD,
      pin: '123456',
      balance: 5_000,
    });
  });

  it('forgets the balance when the PIN changes', async () => {
    const box = renderBox();
    await box.user.type(box.number(), GOOD);
    await box.user.type(box.pin(), '123456{Enter}');
    await screen.findByText('Gift card balance: ₹5,000.00');
    await box.user.type(box.pin(), '{Backspace}');
    expect(screen.queryByText(/Gift card balance/)).toBeNull();
    expect(box.onChecked).toHaveBeenLastCalledWith(null);
  });

  it.each([
    [EMPTY, '111111', 'Gift card has insufficient balance'],
    [GOOD, '654321', 'Invalid Gift Card Credentials'],
  ])('shows the refusal of %s', async (card, pin, message) => {
    const box = renderBox();
    await box.user.type(box.number(), card);
    await box.user.type(box.pin(), pin);
    await box.user.click(box.checkButton());
    expect(await screen.findByText(message)).toBeDefined();
    await waitFor(() => expect(box.onChecked).not.toHaveBeenCalled());
  });
});
