import {
  ADDITIONAL_PAYMENT_OPTIONS,
  type SelectedPayment,
} from '@backoffice/domain/sales/payments';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/test-render';
import { createQueryClient } from '@/lib/query-client';
import { signedInWith } from '@/lib/testing/signed-in';
import { AdditionalPayments } from './additional-payments';

/** The widget as a signed-in agent sees it (the table remembers each user's columns). */
function renderWidget(basePaise?: number) {
  signedInWith('OC', {});
  return renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>
      <Harness basePaise={basePaise} />
    </QueryClientProvider>,
  );
}

const addedRows = () =>
  within(screen.getByRole('table', { name: 'Payments added' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

function Harness({ basePaise = 0 }: { basePaise?: number }) {
  const [value, setValue] = useState<SelectedPayment[]>([]);
  return (
    <AdditionalPayments
      options={ADDITIONAL_PAYMENT_OPTIONS}
      value={value}
      onChange={setValue}
      basePaise={basePaise}
    />
  );
}

describe('the additional-payments widget', () => {
  it('adds a payment within its limits and totals it as an extra payment', async () => {
    const { user } = renderWidget();
    expect(screen.getByLabelText('Total').textContent).toBe('No extra payment');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '499.5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(addedRows()).toEqual([['Delivery Charges', '₹499.50', '']]);
    expect(screen.getByLabelText('Total').textContent).toBe('Extra Payment: ₹499.50');
  });

  it.each([
    ['0.5', 'should be >= 1'],
    ['5001', 'should be <= 5000'],
  ])('refuses %s with "%s"', async (amount, message) => {
    const { user } = renderWidget();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), amount);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Payments added' })).toBeNull();
  });

  it('shows a refund when a negative base outweighs the payments, and removes a payment', async () => {
    const { user } = renderWidget(-100_000);
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '400');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('Total').textContent).toBe('Refund: ₹600.00');
    await user.click(screen.getByRole('button', { name: 'Remove Delivery Charges' }));
    expect(screen.getByLabelText('Total').textContent).toBe('Refund: ₹1,000.00');
    // The last payment removed, the table goes with it.
    expect(screen.queryByRole('table', { name: 'Payments added' })).toBeNull();
  });
});
