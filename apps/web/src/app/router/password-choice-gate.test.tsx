import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderWithQuery } from '@/lib/testing/render-with-query';
import { ShowLocation } from '@/lib/testing/show-location';
import { ConsoleRoutes } from './console-routes';

const NEW_PASSWORD = 'Chosen2025pass';

function openConsoleAfterReset(path: string) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role: 'CET', must_change_password: true }) },
    'GET /activity/': { body: { login_id: 7, working: [], break: [] } },
    'POST /choose-password/': { body: { success: true } },
  });
  const view = renderWithQuery(
    <>
      <ConsoleRoutes />
      <ShowLocation />
    </>,
    path,
  );
  return { calls, ...view };
}

describe('a user whose first password someone else gave', () => {
  it('sees only "Choose a new password" on any screen, then the screen once it is chosen', async () => {
    const { calls, user } = openConsoleAfterReset('/activity');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Activity Status' })).toBeNull();
    expect(calls.some((c) => c.path === '/activity/')).toBe(false);

    await user.type(screen.getByLabelText(/^New Password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm Password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save Password' }));

    expect(await screen.findByRole('heading', { name: 'Activity Status' })).toBeDefined();
    expect(calls.find((c) => c.path === '/choose-password/')?.body).toEqual({
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
  });
});
