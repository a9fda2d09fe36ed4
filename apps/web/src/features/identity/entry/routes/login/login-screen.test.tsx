import { defaultAccessConfig } from '@backoffice/domain/access';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { readLoginStack } from '@/lib/session/login-stack';
import { readSignIn } from '@/lib/session/sign-in-store';
import { aUser, consoleConfig } from '@/lib/testing/fixtures';
import { mockApi, type ApiReply } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ShowLocation } from '@/lib/testing/show-location';
import { LoginScreen } from './login-screen';

const answer = {
  token: 'new-token',
  user: aUser({ role: 'FINANCE' }),
  access_config: defaultAccessConfig,
  password_reset: null,
};
const signedIn: ApiReply = { body: answer };

function openSignIn(loginReply: ApiReply = signedIn) {
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'POST /login/': loginReply,
  });
  const view = renderWithQuery(
    <Routes>
      <Route path="/login" element={<LoginScreen />} />
      <Route path="*" element={<ShowLocation />} />
    </Routes>,
    '/login',
  );
  return { calls, ...view };
}

/** Reads "a + b =" off the screen and answers it. */
function sumField() {
  const question = /^(\d) \+ (\d) =/;
  const [, a, b] = question.exec(screen.getByText(question).textContent ?? '') ?? [];
  return { field: screen.getByLabelText(question), sum: Number(a) + Number(b) };
}

const logIn = () => screen.getByRole('button', { name: 'Log in' });

async function fillIn(user: ReturnType<typeof openSignIn>['user'], answer?: string) {
  await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Password/), 'secret-1');
  const { field, sum } = sumField();
  await user.type(field, answer ?? String(sum));
}

describe('sign-in screen', () => {
  it('keeps Log in disabled until every field is valid and the sum is right', async () => {
    const { user } = openSignIn();
    expect(await screen.findByRole('heading', { name: 'BACKOFFICE' })).toBeDefined();
    expect((logIn() as HTMLButtonElement).disabled).toBe(true);
    await fillIn(user);
    await waitFor(() => expect((logIn() as HTMLButtonElement).disabled).toBe(false));
  });

  it("shows the spec's messages for the e-mail and password", async () => {
    const { user } = openSignIn();
    await user.click(await screen.findByLabelText(/Email/));
    await user.click(screen.getByLabelText(/Password/));
    await user.click(screen.getByRole('heading', { name: 'BACKOFFICE' }));
    expect(await screen.findByText('Email is Required!')).toBeDefined();
    expect(await screen.findByText('Password is Required!')).toBeDefined();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    expect(await screen.findByText('Invalid Email Id!')).toBeDefined();
  });

  it('says when the sum is wrong and keeps Log in disabled', async () => {
    const { user } = openSignIn();
    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/Password/), 'secret-1');
    const { field, sum } = sumField();
    await user.type(field, String(sum + 1 > 18 ? sum - 1 : sum + 1));
    expect(await screen.findByText('Incorrect sum')).toBeDefined();
    expect((logIn() as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps digits only, at most 2, in the sum answer', async () => {
    const { user } = openSignIn();
    await screen.findByLabelText(/Email/);
    const { field } = sumField();
    await user.type(field, 'a1b2c3');
    expect((field as HTMLInputElement).value).toBe('12');
  });

  it('signs in, remembers the sign-in and login record, and goes to the role redirect', async () => {
    const { user, calls } = openSignIn();
    await fillIn(user);
    await user.click(logIn());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
        '/refund-list',
      ),
    );
    expect(readSignIn()).toMatch(/^7@\d+$/);
    // The session token stays in the server's HttpOnly cookie: the console keeps no copy.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('new-token');
    expect(readLoginStack()).toEqual([
      expect.objectContaining({ id: 7, username: 'asha@example.com', role: 'cet' }),
    ]);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/login/',
        body: { username: 'asha@example.com', password: 'secret-1', role: 'cet' },
      }),
    );
  });

  it('tells once, after signing in, who reset the password and when', async () => {
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('password-reset-notice');
    const reset = {
      reset_at: '2026-11-28T06:30:00.000Z',
      reset_by_login_id: 6,
      reset_by_name: 'Vikram Singh',
    };
    const { user } = openSignIn({ body: { ...answer, password_reset: reset } });
    await fillIn(user);
    await user.click(logIn());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Your password was reset',
          message: expect.stringMatching(
            /^Vikram Singh \(login id 6\) reset it on 28 Nov, 2026 12:00 pm\./i,
          ),
          autoClose: false,
        }),
      ),
    );
    toast.mockRestore();
  });

  it('shows no reset notice when there was none', async () => {
    const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
    const { user } = openSignIn();
    await fillIn(user);
    await user.click(logIn());
    await waitFor(() => expect(readSignIn()).not.toBeNull());
    expect(toast).not.toHaveBeenCalled();
    toast.mockRestore();
  });

  it("shows the server's refusal above the form", async () => {
    const { user } = openSignIn({ status: 401, body: { error: 'Invalid email or password' } });
    await fillIn(user);
    await user.click(logIn());
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(readSignIn()).toBeNull();
  });

  it('disables company sign-in when it is not configured', async () => {
    openSignIn();
    const button = await screen.findByRole('button', { name: 'Continue with google' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Company sign-in is not configured')).toBeDefined();
  });
});
