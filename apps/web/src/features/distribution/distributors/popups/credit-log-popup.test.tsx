import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { signedInWith } from '@/lib/testing/signed-in';
import { CreditLogPopup } from './credit-log-popup';

const entry = (id: number, type: 'Credit' | 'Debit', amount: number) => ({
  id,
  amount,
  remark: type === 'Credit' ? 'Advance received by NEFT' : 'Order 3KH1W26P',
  transaction_at: '2026-11-26T05:30:00.000Z',
  transaction_type: type,
  source: type === 'Credit' ? 'upload' : 'order',
  source_label: type === 'Credit' ? 'Credit points upload' : 'Distributor order',
  order_random_id: type === 'Debit' ? '3KH1W26P' : null,
  created_by: type === 'Credit' ? null : 'Distribution Manager',
});

describe('the credit transaction history', () => {
  it('shows each entry with its type, amount and remark, and the balance now', async () => {
    signedInWith('DISTRIBUTION MANAGER', {
      'GET /distributors/DST-BLR-001/credit-log/': {
        body: {
          results: [entry(2, 'Debit', 8_639), entry(1, 'Credit', 100_000)],
          count: 2,
          credit_balance: 91_361,
          credit_limit: 0,
          available_credit: 91_361,
        },
      },
    });
    renderAsApp(<CreditLogPopup code="DST-BLR-001" />, '/distrbution-management');
    expect(await screen.findByText('Advance received by NEFT')).toBeTruthy();
    expect(screen.getByText('Debit')).toBeTruthy();
    expect(screen.getByText('₹8,639.00')).toBeTruthy();
    expect(screen.getByLabelText('Available credit').textContent).toBe('₹91,361.00');
  });
});
