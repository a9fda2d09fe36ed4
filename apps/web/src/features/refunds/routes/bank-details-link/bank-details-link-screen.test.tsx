import { REFUND_BANK_LINK_PAGE_ROUTE } from '@backoffice/domain/refunds';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleConfig } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { BankDetailsLinkScreen } from './bank-details-link-screen';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const PAGE_PATH = `/public/refund-bank-details/${TOKEN}`;

const openLink = {
  order_random_id: 'K7Q2M9XA',
  customer_first_name: 'Meera',
  amount: 1499.5,
  expires_at: '2026-11-27T10:00:00.000Z',
  used: false,
  expired: false,
  remaining_seconds: 23 * 3600 + 59 * 60 + 30,
  notice: null,
};

function openPage(state: object, answer?: (call: ApiCall) => { status?: number; body: unknown }) {
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    [`GET ${PAGE_PATH}`]: { body: state },
    ...(answer ? { [`POST ${PAGE_PATH}`]: answer } : {}),
  });
  const view = renderWithQuery(
    <Routes>
      <Route path={REFUND_BANK_LINK_PAGE_ROUTE} element={<BankDetailsLinkScreen />} />
    </Routes>,
    `/refund-bank-details/${TOKEN}`,
  );
  return { ...view, calls };
}

describe('the public bank-details page', () => {
  it('counts down, checks the fields with the domain rules and takes one answer', async () => {
    const { user, calls } = openPage(openLink, () => ({
      body: { success: true, message: 'Thank you! Your bank details are saved.' },
    }));
    expect(await screen.findByText(/This link expires in 0 days 23 hours 59 minutes/)).toBeTruthy();
    expect(screen.getByText(/refund of ₹1,499.50 on order K7Q2M9XA/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Enter a valid IFSC (4 letters, 0, then 6 letters or digits)'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText(/^Account Holder Name/), 'Meera Nair');
    await user.type(screen.getByLabelText(/^Account Number/), '123456789012');
    await user.type(screen.getByLabelText(/^Confirm Account Number/), '123456789013');
    await user.type(screen.getByLabelText(/^IFSC/), 'hdfc0001234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Account numbers do not match')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^Confirm Account Number/));
    await user.type(screen.getByLabelText(/^Confirm Account Number/), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you! Your bank details are saved.')).toBeTruthy();
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toEqual({
      account_holder_name: 'Meera Nair',
      account_number: '123456789012',
      confirm_account_number: '123456789012',
      ifsc: 'HDFC0001234',
    });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says "This link is expired!" once the link has expired', async () => {
    openPage({ ...openLink, expired: true, remaining_seconds: 0 });
    expect(await screen.findByText('This link is expired!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows a used link as answered, without the form', async () => {
    openPage({
      ...openLink,
      used: true,
      remaining_seconds: 0,
      notice: 'Bank details were already submitted through this link',
    });
    expect(
      await screen.findByText('Bank details were already submitted through this link'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
