import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSignIn, rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ShowLocation } from '@/lib/testing/show-location';
import { ConsoleRoutes } from '../router/console-routes';

const statusAnswer = (call: ApiCall) => {
  const { action_type } = call.body as { action_type: number };
  return { body: { success: true, status: action_type === 2 ? 'working' : 'break' } };
};

function signIn(status: 'working' | 'break', role = 'CET', contact: string | null = null) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ status, role, contact }) },
    'GET /activity/': { body: { login_id: 7, working: [], break: [] } },
    'POST /update-user-status/': statusAnswer,
    'POST /logout/': { body: { success: true } },
  });
  const view = renderWithQuery(
    <>
      <ConsoleRoutes />
      <ShowLocation />
    </>,
    '/activity',
  );
  return { calls, ...view };
}

describe('break notice', () => {
  it('is the only content while the user is on Break, until they switch back', async () => {
    const { calls, user } = signIn('break');
    expect(await screen.findByRole('heading', { name: 'You are on Break!' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Activity Status' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Switch to Working' }));
    expect(await screen.findByRole('heading', { name: 'Activity Status' })).toBeDefined();
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/update-user-status/', body: { action_type: 2 } }),
    );
  });

  it('follows the Working toggle of the header', async () => {
    const { calls, user } = signIn('working');
    const toggle = await screen.findByRole('switch', { name: 'Working' });
    expect((toggle as HTMLInputElement).checked).toBe(true);

    await user.click(toggle);
    expect(await screen.findByRole('heading', { name: 'You are on Break!' })).toBeDefined();
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/update-user-status/', body: { action_type: 1 } }),
    );
  });

  it('offers no toggle to roles without OC, RT, CET or SALES', async () => {
    signIn('working', 'OPS');
    expect(await screen.findByRole('button', { name: /Profile menu$/ })).toBeDefined();
    expect(screen.queryByRole('switch', { name: 'Working' })).toBeNull();
  });
});

describe('header', () => {
  it('shows the menu of the domain as links', async () => {
    signIn('working');
    const search = await screen.findByRole('link', { name: 'Universal Search' });
    expect(search.getAttribute('href')).toBe('/order-search');
  });

  it('logs out from the profile menu and goes home', async () => {
    const { calls, user } = signIn('working');
    await user.click(await screen.findByRole('button', { name: /Profile menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe('/'),
    );
    expect(readSignIn()).toBeNull();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/logout/' }));
    expect(await screen.findByRole('link', { name: 'External User' })).toBeDefined();
  });

  it('opens the Dialer from the header, never over the page until asked', async () => {
    const { user } = signIn('working', 'CET', '9876500002');
    const dialer = await screen.findByRole('button', { name: 'Dialer' });
    expect(dialer.closest('header')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Dialer panel' })).toBeNull();

    await user.click(dialer);
    expect(await screen.findByRole('region', { name: 'Dialer panel' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Close dialer' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dialer panel' })).toBeNull());
  });

  it('offers no Dialer to a user without a contact number', async () => {
    signIn('working');
    await screen.findByRole('button', { name: /Profile menu$/ });
    expect(screen.queryByRole('button', { name: 'Dialer' })).toBeNull();
  });
});
