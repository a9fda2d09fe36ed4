import { POS_MESSAGES } from '@backoffice/domain/retail/pos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { GiftCardPanel } from './gift-card-panel';

function open(
  payablePaise: number,
  balance = 2500,
  answer: ApiReply = {
    body: { success: true, message: 'Gift card balance fetched', Balance: balance },
  },
) {
  const calls = mockApi({ 'POST /retail/pos/gift-card/balance/': answer });
  const onApplied = vi.fn();
  const onPendingChange = vi.fn();
  renderWithQuery(
    <GiftCardPanel
      orderRandomId="K7Q2M9XA"
      version={3}
      payablePaise={payablePaise}
      onApplied={onApplied}
      onPendingChange={onPendingChange}
    />,
    '/retail-order-detail/K7Q2M9XA/',
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Pay with Gift Card' }));
  return { calls, onApplied, onPendingChange };
}

async function checkCard() {
  const check = screen.getByRole('button', { name: 'Check' });
  fireEvent.change(screen.getByLabelText('Gift Card Number'), {
    target: { value: '4000-1111 2222 3333xx' },
  });
  expect(screen.getByLabelText<HTMLInputElement>('Gift Card Number').value).toBe(
    '4000 1111 2222 3333',
  );
  expect(check).toHaveProperty('disabled', true);
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '123456' } });
  expect(check).toHaveProperty('disabled', false);
  fireEvent.click(check);
  await screen.findByText('Gift card balance: ₹2,500.00');
}

describe('the gift card panel', () => {
  it('checks the card, applies its full balance and tells the till', async () => {
    const { calls, onApplied, onPendingChange } = open(1_000_000);
    await checkCard();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      CardNumber: '4000111122223333',
      Pin: '123456',
      order_random_id: 'K7Q2M9XA',
    });
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(true));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApplied).toHaveBeenLastCalledWith({
      number: '4000111122223333',
      pin: '123456',
      amount_paise: 250_000,
    });
    expect(await screen.findByText('Gift card pays ₹2,500.00')).toBeDefined();
  });

  it('refuses a custom amount above the payable amount or below ₹1', async () => {
    const { onApplied } = open(200_000);
    await checkCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Gift Card Amount'), { target: { value: '2100' } });
    fireEvent.click(apply);
    expect(await screen.findByText(POS_MESSAGES.giftCardAmountAbovePayable)).toBeDefined();
    fireEvent.change(screen.getByLabelText('Gift Card Amount'), { target: { value: '0.5' } });
    fireEvent.click(apply);
    expect(await screen.findByText(POS_MESSAGES.giftCardAmountBelowOne)).toBeDefined();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('shows the server refusal of the PIN under the PIN and applies nothing', async () => {
    const refusal = 'Wrong PIN for this gift card';
    const { onApplied } = open(1_000_000, 0, {
      status: 400,
      body: { code: 'VALIDATION', error: refusal, fields: { Pin: refusal } },
    });
    fireEvent.change(screen.getByLabelText('Gift Card Number'), {
      target: { value: '4000111122223333' },
    });
    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    const pin = screen.getByLabelText('PIN');
    await waitFor(() => expect(pin.getAttribute('aria-describedby') ?? '').toContain('error'));
    const under = document.getElementById(pin.getAttribute('aria-describedby') ?? '');
    expect(under?.textContent).toBe(refusal);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(onApplied).not.toHaveBeenCalled();
  });
});
