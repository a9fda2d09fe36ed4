import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ChangePasswordForm } from './change-password-form';

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const current = () => field(/^Current Password/);
const newPassword = () => field(/^New Password/);
const confirmPassword = () => field(/^Confirm Password/);

function openForm() {
  const calls = mockApi({ 'POST /change-password/': { body: { success: true } } });
  return { calls, ...renderWithQuery(<ChangePasswordForm />, '/change-password') };
}

describe('the change password form', () => {
  it('checks the new pair with the domain schema before any call', async () => {
    const { calls, user } = openForm();
    await user.type(current(), 'Old2025pass');
    await user.type(newPassword(), 'short1');
    await user.type(confirmPassword(), 'other-2025');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeDefined();
    expect(screen.getByText('Passwords do not match!')).toBeDefined();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the three passwords, then empties the form', async () => {
    const { calls, user } = openForm();
    await user.type(current(), 'Old2025pass');
    await user.type(newPassword(), 'New2025pass');
    await user.type(confirmPassword(), 'New2025pass');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(newPassword().value).toBe(''));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { old_password: 'Old2025pass', new_password: 'New2025pass', confirm_password: 'New2025pass' },
    ]);
    expect(confirmPassword().value).toBe('');
    expect(current().value).toBe('');
  });
});
