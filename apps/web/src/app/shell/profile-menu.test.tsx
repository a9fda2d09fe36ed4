import { defaultAccessConfig } from '@backoffice/domain/access';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ShowLocation } from '@/lib/testing/show-location';
import { ProfileMenu } from './profile-menu';

function open(loginRole: 'Retail Agent' | 'Retail Manager', started: boolean) {
  const calls = mockApi({
    'POST /retail/sessions/ra/start/': { body: { success: true, message: '' } },
    'POST /retail/sessions/ra/end/': { body: { success: true, message: 'Session ended.' } },
    'POST /retail/sessions/rm/end/': { body: { success: true, message: '' } },
  });
  const toast = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  const user = aUser({ role: '', login_role: loginRole, is_session_started: started });
  const view = renderWithQuery(
    <>
      <ProfileMenu user={user} accessConfig={defaultAccessConfig} />
      <ShowLocation />
    </>,
    '/',
  );
  const toasts = () => toast.mock.calls.map(([shown]) => shown.message);
  return { ...view, calls, toasts };
}

const choose = async (user: ReturnType<typeof open>['user'], item: string) => {
  await user.click(screen.getByRole('button', { name: /Profile menu$/ }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

describe('the retail session in the profile menu', () => {
  it("starts an agent's session and toasts 'Success.' when the server says nothing", async () => {
    const { user, calls, toasts } = open('Retail Agent', false);
    await choose(user, 'Start Session');
    await waitFor(() => expect(toasts()).toContain('Success.'));
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/retail/sessions/ra/start/' }),
    );
  });

  it("ends an agent's session with the server's message", async () => {
    const { user, toasts } = open('Retail Agent', true);
    await choose(user, 'End Session');
    await waitFor(() => expect(toasts()).toContain('Session ended.'));
  });

  it('sends a manager to the session dashboard to start, and ends from the menu', async () => {
    const first = open('Retail Manager', false);
    await choose(first.user, 'Start Session');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' }).textContent).toBe(
        '/rm-session-dashboard',
      ),
    );
    expect(first.calls.filter((c) => c.method === 'POST')).toEqual([]);
    first.unmount();

    const second = open('Retail Manager', true);
    await choose(second.user, 'End Session');
    await waitFor(() =>
      expect(second.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/retail/sessions/rm/end/' }),
      ),
    );
  });
});

describe('the profile button', () => {
  it('is named by the initials it shows, then what it opens', () => {
    open('Retail Agent', false);
    // The fixture's user is Asha Rao.
    expect(screen.getByRole('button', { name: 'AR Profile menu' })).toBeDefined();
  });
});
