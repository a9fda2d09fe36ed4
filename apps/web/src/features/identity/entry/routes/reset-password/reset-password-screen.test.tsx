import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ResetPasswordScreen } from './reset-password-screen';

const TOLD =
  'Password reset. Priya Nair can no longer sign in with the old password; a link to set a new one went by SMS to XXXXXX1084 and works once within 24 hours.';

function openScreen(reply: ApiReply) {
  const calls = mockApi({
    'GET /staff/2/': {
      body: {
        login_id: 2,
        name: 'Priya Nair',
        email: 'oc.agent@backoffice.test',
        role: 'CET,OC',
        login_role: null,
      },
    },
    'POST /reset-password/2/': reply,
  });
  const view = renderWithQuery(
    <Routes>
      <Route path="/reset-password/:login_id" element={<ResetPasswordScreen />} />
    </Routes>,
    '/reset-password/2',
  );
  return { calls, ...view };
}

describe('reset password screen', () => {
  it('asks for no password, resets, and says who was told and how, showing no password', async () => {
    const { calls, user } = openScreen({
      body: {
        success: true,
        message: TOLD,
        channel: 'sms',
        sent_to: 'XXXXXX1084',
        expires_at: '2026-11-29T06:30:00.000Z',
      },
    });
    expect(await screen.findByText('Priya Nair')).toBeDefined();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('status')).textContent).toBe(TOLD);
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/reset-password/2/');
    expect(post?.body).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).toBeNull();
  });

  it("shows the server's refusal and changes nothing on screen", async () => {
    const error = 'You may not reset the password of an account that can do more than you can';
    const { user } = openScreen({
      status: 403,
      body: {
        success: false,
        code: 'FORBIDDEN',
        error_code: 'identity.reset_more_capable_account',
        error,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
  });
});
