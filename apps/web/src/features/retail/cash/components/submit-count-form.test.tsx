import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { ApiError } from '@/lib/api/api-error';
import { SubmitCountForm, type CountedCash } from './submit-count-form';

function open(onCount: (cash: CountedCash) => Promise<boolean>) {
  const user = userEvent.setup();
  renderWithProviders(<SubmitCountForm busy={false} actions={[{ label: 'Confirm', onCount }]} />);
  return user;
}

const notes = (note: number) => screen.getByRole('textbox', { name: `₹${note} notes` });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

describe('SubmitCountForm', () => {
  it('sends the notes counted and their total as rupees, then counts again from 0', async () => {
    const onCount = vi.fn(() => Promise.resolve(true));
    const user = open(onCount);
    expect(confirm()).toHaveProperty('disabled', true);
    await user.type(notes(2000), '2');
    await user.type(notes(10), '3');
    await user.type(notes(1), '7');
    expect(screen.getByText('Total: ₹4,037.00')).toBeDefined();
    await user.click(confirm());
    expect(onCount).toHaveBeenCalledWith({
      amount: '4037.00',
      totalPaise: 403_700,
      denominations: {
        '1': 7,
        '2': 0,
        '5': 0,
        '10': 3,
        '20': 0,
        '50': 0,
        '100': 0,
        '200': 0,
        '500': 0,
        '2000': 2,
      },
    });
    await waitFor(() => expect(screen.getByText('Total: ₹0.00')).toBeDefined());
  });

  it('keeps the count and shows the server refusal of the amount under the counter', async () => {
    const refusal = 'More than the store holds';
    const failure = new ApiError(refusal, 400, {
      code: 'VALIDATION',
      error: refusal,
      fields: { amount: refusal },
    });
    const user = open(() => Promise.reject(failure));
    await user.type(notes(500), '4');
    await user.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByText('Total: ₹2,000.00')).toBeDefined();
    await user.type(notes(500), '1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the count when the write is not sent (a confirm declined)', async () => {
    const user = open(() => Promise.resolve(false));
    await user.type(notes(200), '5');
    await user.click(confirm());
    expect(screen.getByText('Total: ₹1,000.00')).toBeDefined();
  });
});
