import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ShowLocation } from '@/lib/testing/show-location';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { ConsoleRoutes } from './console-routes';

const renderConsole = (path: string) =>
  renderWithQuery(
    <>
      <ConsoleRoutes />
      <ShowLocation />
    </>,
    path,
  );

const signedInAs = (details: ReturnType<typeof userDetails>) => {
  rememberSignIn('sign-in-1');
  return mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: details },
    'GET /activity/': { body: { login_id: 7, working: [], break: [] } },
  });
};

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('route guards', () => {
  it('sends a signed-out visitor of a private route to /login', async () => {
    mockApi({ 'GET /console-config/': { body: consoleConfig } });
    renderConsole('/activity');
    expect(await screen.findByRole('heading', { name: 'BACKOFFICE' })).toBeDefined();
    expect(location().textContent).toBe('/login');
  });

  it('shows Access Forbidden to a user without the route capability', async () => {
    signedInAs(userDetails({ role: 'CET' }));
    const { user } = renderConsole('/refund-list');
    expect(await screen.findByRole('heading', { name: 'Access Forbidden' })).toBeDefined();
    expect(screen.getByText(/Your role cannot open this screen/)).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Go to home' }));
    await waitFor(() => expect(location().textContent).toBe('/'));
  });

  it('opens a built screen the user may use', async () => {
    signedInAs(userDetails({ role: 'CET' }));
    renderConsole('/activity');
    expect(await screen.findByRole('heading', { name: 'Activity Status' })).toBeDefined();
  });

  it('shows the route title and the not-available notice for a screen not built yet', async () => {
    signedInAs(userDetails({ role: 'OPS' }));
    renderConsole('/acme-scanner');
    expect(await screen.findByRole('heading', { name: 'Acme Beds Scanner' })).toBeDefined();
    expect(screen.getByText('This screen is not available yet')).toBeDefined();
  });

  it('follows a redirect of the route table', async () => {
    signedInAs(userDetails({ role: 'OC' }));
    renderConsole('/order-confirmation-team');
    // The router moves on once the list screen's lazy module has loaded: slow on a first import.
    await waitFor(() => expect(location().textContent).toBe('/order-confirmation-team/acme/new'), {
      timeout: 5000,
    });
  });

  it('shows a not-found screen for an unknown path', async () => {
    mockApi({ 'GET /console-config/': { body: consoleConfig } });
    renderConsole('/no-such-screen');
    expect(await screen.findByRole('heading', { name: '404' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeDefined();
  });

  it('redirects a signed-in user away from /login by role', async () => {
    signedInAs(userDetails({ role: 'FINANCE' }));
    renderConsole('/login');
    await waitFor(() => expect(location().textContent).toBe('/refund-list'));
  });
});
