import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/components/ui/test-render';
import { createQueryClient } from '@/lib/query-client';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi, type ApiCall, type ApiReply } from '@/lib/testing/mock-api';

type Handler = ApiReply | ((call: ApiCall) => ApiReply);

/** Test helper: signs a user in (CET unless said), answers the calls, renders `ui` with a cache. */
export function renderPicker(
  ui: ReactElement,
  handlers: Record<string, Handler>,
  user: { role?: string; login_role?: 'Quick Commerce Agent' | null } = {},
) {
  rememberSignIn('sign-in-1');
  const calls = mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role: 'CET', login_role: null, ...user }) },
    ...handlers,
  });
  const view = renderWithProviders(
    <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>,
  );
  return { calls, ...view };
}

/** Picks an option of a Mantine Select by its label, as a person would. */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The picker's status as its group carries it (loading, ready or done). */
export const statusOf = () => screen.getByRole('group', { name: 'Product picker' }).dataset.status;

/** The availability panel of a checked item. */
export const panel = () => within(screen.getByRole('region', { name: 'Availability' }));
