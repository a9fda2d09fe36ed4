import { LINK_EXPIRED_MESSAGE } from '@backoffice/domain/core/links';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { consoleConfig } from '@/lib/testing/fixtures';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { SetPasswordScreen } from './set-password-screen';

const TOKEN = 'A'.repeat(43);
const CHOSEN = 'Chosen2025pass';
const open = {
  name: 'Priya Nair',
  expires_at: '2026-11-29T06:30:00.000Z',
  state: 'open',
  notice: null,
};

function openScreen(
  page: ApiReply,
  post: ApiReply = { body: { success: true, message: 'Your password is set. Sign in with it.' } },
) {
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    [`GET /public/set-password/${TOKEN}`]: page,
    [`POST /public/set-password/${TOKEN}`]: post,
  });
  const view = renderWithQuery(
    <Routes>
      <Route path="/set-password/:token" element={<SetPasswordScreen />} />
    </Routes>,
    `/set-password/${TOKEN}`,
  );
  return { calls, ...view };
}

const save = () => screen.getByRole('button', { name: 'Set Password' });

describe('set password page of a reset link', () => {
  it('checks the passwords with the domain schema, then sets one and points to sign-in', async () => {
    const { calls, user } = openScreen({ body: open });
    expect(await screen.findByText(/^Hello Priya Nair, your password was reset/)).toBeDefined();
    await user.type(screen.getByLabelText(/^New Password/), 'short1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other-2025');
    await user.click(save());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^New Password/), CHOSEN);
    await user.type(screen.getByLabelText(/^Confirm Password/), CHOSEN);
    await user.click(save());
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password is set. Sign in with it.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      new_password: CHOSEN,
      confirm_password: CHOSEN,
    });
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['used', 'This link was already used. Ask for a new reset if you need one.'],
    ['expired', LINK_EXPIRED_MESSAGE],
  ])('says a %s link no longer works and shows no form', async (state, notice) => {
    openScreen({ body: { ...open, state, notice } });
    expect(await screen.findByText(notice)).toBeDefined();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    openScreen({
      status: 404,
      body: {
        success: false,
        code: 'NOT_FOUND',
        error_code: 'identity.password_link_not_found',
        error: 'This link is not valid',
      },
    });
    expect(await screen.findByText('This link is not valid')).toBeDefined();
  });
});
