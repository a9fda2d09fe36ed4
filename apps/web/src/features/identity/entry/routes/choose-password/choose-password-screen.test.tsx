import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ChoosePasswordScreen } from './choose-password-screen';

const SAME = 'Reset2025pass';

function openScreen(reply: ApiReply) {
  const calls = mockApi({ 'POST /choose-password/': reply });
  return { calls, ...renderWithQuery(<ChoosePasswordScreen />, '/') };
}

const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const save = () => screen.getByRole('button', { name: 'Save Password' });

describe('choose a new password screen', () => {
  it('checks the passwords with the domain schema before any call', async () => {
    const { calls, user } = openScreen({ body: { success: true } });
    await user.type(newPassword(), 'short1');
    await user.type(confirmPassword(), 'other-2025');
    await user.click(save());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeDefined();
    expect(screen.getByText('Passwords do not match!')).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's refusal under the field it concerns", async () => {
    const message = 'New password must differ from the current one';
    const { user } = openScreen({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION',
        error_code: 'identity.same_password',
        error: message,
        fields: { new_password: message },
      },
    });
    await user.type(newPassword(), SAME);
    await user.type(confirmPassword(), SAME);
    await user.click(save());
    expect(await screen.findByText(message)).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that concerns no field above the form', async () => {
    const { user } = openScreen({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        error_code: 'identity.no_password_to_choose',
        error: 'There is no given password to replace: use Change Password',
      },
    });
    await user.type(newPassword(), SAME);
    await user.type(confirmPassword(), SAME);
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no given password to replace: use Change Password',
    );
  });
});
