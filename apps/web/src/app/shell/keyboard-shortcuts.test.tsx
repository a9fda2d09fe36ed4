import { TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '@/lib/session/get-user-details';
import { rememberSignIn } from '@/lib/session/sign-in-store';
import { searchFieldMark } from '@/lib/shortcuts/search-field';
import { consoleConfig, userDetails } from '@/lib/testing/fixtures';
import { mockApi } from '@/lib/testing/mock-api';
import { renderAsApp } from '@/lib/testing/render-as-app';
import { ShowLocation } from '@/lib/testing/show-location';
import { KeyboardShortcuts } from './keyboard-shortcuts';

function ShowUser() {
  return <output>{useCurrentUser().user?.name}</output>;
}

async function renderShell(role: string) {
  rememberSignIn('sign-in-1');
  mockApi({
    'GET /console-config/': { body: consoleConfig },
    'GET /user-details/': { body: userDetails({ role }) },
  });
  const view = renderAsApp(
    <>
      <KeyboardShortcuts />
      <TextInput label="Note" />
      <TextInput label="Search orders" {...searchFieldMark} />
      <ShowLocation />
      <ShowUser />
    </>,
    '/activity',
  );
  // The user's screens come with their details.
  await screen.findByText('Asha Rao');
  return view;
}

const location = () => screen.getByLabelText('Current location').textContent;

describe('keyboard shortcuts', () => {
  it('"/" focuses the page search field', async () => {
    const { user } = await renderShell('CET,OC');
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search orders' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search orders' }).value).toBe('');
  });

  it('"g" then a letter opens a main screen the user may open, and no other', async () => {
    const { user } = await renderShell('CET,OC');
    await user.keyboard('go');
    expect(location()).toBe('/order-confirmation-team');
    await user.keyboard('gs');
    expect(location()).toBe('/order-search');
    await user.keyboard('gr');
    expect(location()).toBe('/order-search');
    await user.keyboard('gh');
    expect(location()).toBe('/');
  });

  it("'?' lists the shortcuts with the user's own screens", async () => {
    const { user } = await renderShell('CET,RT');
    await user.keyboard('?');
    const table = await screen.findByRole('table', { name: 'Keyboard shortcuts' });
    within(table).getByText('Go to RT Module');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Keyboard shortcuts' })).toBeNull(),
    );
    expect(within(table).queryByText('Go to OC Module')).toBeNull();
  });

  it('does nothing while the person types in a field', async () => {
    const { user } = await renderShell('CET,OC');
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('go/?');
    expect(note.value).toBe('go/?');
    expect(location()).toBe('/activity');
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole('table', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});
